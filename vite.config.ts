/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { readdirSync, readFileSync } from "node:fs";
import { isOnDemand } from "./scripts/perf/budgets.ts";
import { routerGeneratorConfig } from "./scripts/router-config.ts";

/** Routes a player can open the app on: their loaders start the data in the first chunk. */
const FIRST_SCREENS = new Set<string>([
  "/{-$locale}/",
  "/{-$locale}/home",
  "/{-$locale}/subgame/{-$plateType}",
  "/{-$locale}/game-slot/{-$plateType}",
  "/{-$locale}/login",
  "/{-$locale}/register",
]);

// The reference platform (server/) serves the API during `npm run dev` on this port.
const apiTarget = process.env.PLAYFRONT_API ?? `http://localhost:${process.env.API_PORT ?? "8080"}`;

/** Several platforms on one database, and the move from SQLite: PostgreSQL only. */
const PG_ONLY = ["server/multiprocess/**/*.test.ts", "server/db/move.test.ts"];
/** The platform's suites that run on PostgreSQL as well as SQLite (docs/database.md says why). */
const PG_SUITES = [
  "server/modules/money/**/*.test.ts",
  "server/modules/chat/**/*.test.ts",
  "server/security/**/*.test.ts",
  ...PG_ONLY,
];
/** Of those, the ones about one process's event loop or SQLite itself, not the store's rules. */
const SQLITE_ONLY = [
  "server/security/flood.test.ts",
  "server/security/login-burst.test.ts",
  "server/security/search.test.ts",
  "server/security/headers.test.ts",
];
const APP_TESTS = ["src/**/*.test.{ts,tsx}", "sw/**/*.test.ts", "tests/**/*.test.{ts,tsx}"];

/**
 * The app's test files that replace modules (`vi.mock`). Those need a module registry of their
 * own; every other file shares its worker's (`isolate: false`), so React, the router and the
 * catalogs are imported once a worker instead of once a file.
 */
const MOCKING_TESTS = ["src", "sw", "tests"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, "utf8"))),
);

/**
 * `vite build --mode desk`: the service desk (docs/desk.md), a second entry of the same build with
 * a bundle of its own under dist/desk/, served at /desk/. It shares no chunk with the players' app
 * (which a second input of the first build would: its first-render group takes every initial
 * module), so the players' initial JS and their service worker's precache do not change.
 */
const deskConfig = defineConfig({
  root: "src/desk",
  base: "/desk/",
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
  build: {
    outDir: "../../dist/desk",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: "hidden",
  },
});

const appConfig = defineConfig({
  plugins: [
    tanstackRouter({
      ...routerGeneratorConfig,
      autoCodeSplitting: true,
      // A route's loader stays in the app's first chunk by default, with every endpoint it imports.
      // The first screens keep it there (their data must start before their code has loaded), but
      // the others load theirs in a chunk of its own, in parallel with the screen's: a member
      // screen's endpoints cost nothing at start (2.5 kB gzip of the initial JS budget when they
      // were all in it), and preloading on intent still fetches code and data together.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          FIRST_SCREENS.has(routeId)
            ? undefined
            : [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    // Reproducible builds: nothing here depends on the time or the machine, so two builds of one
    // commit are byte-identical (scripts/check-reproducible.ts, run by `npm test`), sw.js — its
    // code and the precache manifest, whose revisions are content hashes — changes only when a
    // precached file does, and a redeploy of identical code neither re-downloads nor prompts.
    // The app's version is the content hash in its own chunk's name (build-version.ts);
    // PLAYFRONT_BUILD_VERSION, when set, is a label compiled into the app instead (a real change:
    // the update e2e tests build B and C with it).
    {
      name: "playfront-build-version",
      config: () => ({
        define: {
          __PLAYFRONT_BUILD_VERSION__: JSON.stringify(process.env.PLAYFRONT_BUILD_VERSION ?? ""),
          // The release a person names when they ask for help: package.json's version.
          __PLAYFRONT_APP_VERSION__: JSON.stringify(
            (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version,
          ),
        },
      }),
    },
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      // The manifest is per tenant and served by the platform (see server/), not generated here.
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,woff2,json}"],
        // runtime-config.json is edited by the operator; pwa/ holds the static-host manifest and
        // icons, which the browser fetches itself (the worker caches them at runtime); desk/ is
        // the service desk, not the players' app.
        globIgnores: ["runtime-config.json", "pwa/**", "desk/**"],
      },
      devOptions: { enabled: false, type: "module" },
    }),
  ],
  build: {
    target: "es2022",
    // Maps are written for the budget check (scripts/perf/budgets.ts reads which sources each chunk
    // holds) but never linked from the code, and the platform never serves them (app.ts).
    sourcemap: "hidden",
    // The budget check (scripts/perf/budgets.ts) reads it to tell initial from lazy chunks.
    manifest: true,
    rolldownOptions: {
      // Our own modules have no import-time side effects (only stylesheets do): a feature's
      // index.ts can re-export its screens without pulling them, and their CSS, into every
      // chunk that needs one small hook from it. Screens then load with their routes only.
      treeshake: {
        moduleSideEffects: (id: string) => !/\/src\/.*\.(ts|tsx)$/.test(id),
      },
      // Everything the first render needs in one chunk (one request, one compression window)
      // instead of dozens of tiny shared chunks; route screens stay split. No module of this
      // chunk may use top-level await (lazy chunks import it; it would wait on them).
      output: {
        codeSplitting: {
          groups: [
            {
              name: "app",
              tags: ["$initial"],
              test: (id: string) => !id.endsWith("/src/main.tsx"),
            },
            // Modules that three or more chunks share, in one chunk: without it a first screen's
            // code came as 7–12 files of 0.5–4 kB (home: 12), which over HTTP/1.1's six
            // connections went out in waves and held the site config and catalog back
            // (docs/performance.md). On-demand code stays
            // out (budgets.ts ON_DEMAND_SOURCES); budgets.ts holds both (FIRST_SCREEN_FILES).
            {
              name: "shared",
              minShareCount: 3,
              test: (id: string) => !isOnDemand(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false, ws: true },
      "/common": { target: apiTarget },
      "/manifest.webmanifest": { target: apiTarget },
      "/runtime-config.json": { target: apiTarget },
      "/tenant": { target: apiTarget },
      "/demo-game": { target: apiTarget },
    },
  },
  test: {
    // Every core: Vitest's default for a run is one worker fewer than the cores, so a 2-core CI
    // machine ran the unit tests on one (216 s; the runner's own process is idle while they run).
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: APP_TESTS,
          exclude: MOCKING_TESTS,
          isolate: false,
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app-mocks",
          environment: "jsdom",
          include: MOCKING_TESTS,
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          exclude: PG_ONLY,
          isolate: false,
          setupFiles: ["server/test-setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        // The suites that run on PostgreSQL too (docs/database.md says which and why), each test
        // platform on a fresh database of one scratch cluster for the run.
        test: {
          name: "server-pg",
          environment: "node",
          include: PG_SUITES,
          exclude: SQLITE_ONLY,
          isolate: false,
          setupFiles: ["server/test-setup.ts"],
          globalSetup: ["server/testing/pg-global-setup.ts"],
          testTimeout: 30_000,
          // Several platforms start in one hook (server/multiprocess), each seeding through its pool.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

export default defineConfig((env) => (env.mode === "desk" ? deskConfig : appConfig));
