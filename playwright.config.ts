import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from "./scripts/chromium.ts";

// e2e runs the production build (dist/) served by the real reference platform with a fresh
// database, in the system Chromium (never a downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${PORT}`;

/**
 * Specs that run in the full Chromium; the others run in its headless shell, which starts a
 * context and a page with less work (no window, no browser UI renderer): a quarter less time a
 * test. The shell shows no notifications, and the visual baselines are the full browser's pixels.
 * The update walk stays in the browser players use while its early look for a new worker (once
 * in a few runs, in either build of Chromium) is not understood.
 */
const FULL_BROWSER = [
  "visual/screens.spec.ts",
  "pwa-update.spec.ts",
  "app-badge.spec.ts",
  "pwa.spec.ts",
  "pwa-chat.spec.ts",
  "pwa-letters.spec.ts",
].map((f) => `**/${f}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 2,
  // On CI (`.ci/run` sets CI=1) a failed test gets two more tries: one that passes on its second
  // try is flaky (named in the summary, counted passed); one that fails two tries in a row counts
  // as failed even if the third passes (scripts/ci-summary.ts, docs/testing.md). Some CI machines
  // are 3–5× slower at what a browser does, and a test's 45 s can run out there once in a while.
  // Locally: no retries.
  retries: process.env.CI ? 2 : 0,
  // 45 s a test and 10 s an expectation (Playwright's defaults: 30 and 5): on the slowest CI
  // machines every browser task is 3–5× longer, and a screen that shows in 2 s on a laptop can
  // take 6 s there. Behaviour with a time limit of its own (a 10 s request timeout, a 30 s update
  // check) asserts that limit itself.
  timeout: 45_000,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  // Visual baselines live beside their spec, one set for every machine (no platform suffix: the
  // specs draw text in the one CJK font CI installs). Update: `npm run test:visual:update`.
  snapshotPathTemplate: "{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}",
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: "disabled", caret: "hide" },
  },
  use: {
    baseURL,
    ...devices["Pixel 7"],
    browserName: "chromium",
    locale: "en-US",
    // A page that registers the service worker downloads and caches the whole precache list (about
    // 150 files) in the background of whatever the test does. Only the specs about the installed
    // app let it (`test.use({ serviceWorkers: "allow" })`); a routed request also stays visible to
    // the test then (a worker's fetches bypass page.route).
    serviceWorkers: "block",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: FULL_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_FLAGS } },
    },
    {
      name: "chromium-full",
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } },
    },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PLAYFRONT_DATA_DIR: `.data/e2e-${PORT}`,
      PLAYFRONT_DIST: process.env.PLAYFRONT_DIST ?? "dist",
      PLAYFRONT_FRESH_DB: "1",
      PLAYFRONT_E2E: "1",
      // Every spec registers its own members from loopback; keep the per-IP limit out of the way.
      PLAYFRONT_REGISTER_PER_MIN: "1000",
      // Two workers' pages load from one address; the per-address budgets are the suite's own.
      PLAYFRONT_REQUESTS_PER_SEC: "100000",
      PLAYFRONT_CAPTCHAS_PER_MIN: "1000",
      // The pay office answers in a second instead of three: a pending order still shows until
      // the app's next poll, and the many tests that fund a member wait less.
      PLAYFRONT_DEPOSIT_DELAY_MS: "1000",
      PLAYFRONT_WITHDRAWAL_DELAY_MS: "1000",
    },
  },
});
