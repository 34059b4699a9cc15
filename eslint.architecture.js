// The direction of imports in src/, enforced by `npm run lint` (README "Layout of the code").
//
//   routes/, main.tsx          the router's file routes and the entry: may import everything
//   app/, layout/              wiring (router, query client, API hooks) and the app's frame (root
//                              layout, tab bar, drawer, start-up): compose the features
//   features/<feature>/        screens and logic per domain: import the features FEATURE_DEPS
//                              lists for them, and only through their index.ts
//   api/, components/, lib/    the foundation (components/form is the one form kit): import nothing
//                              above them
//
// Plus no import cycle anywhere in src/ (value imports; `import type` creates no cycle).
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * Which feature may import which. A feature left out of every list but `routes` is a screen no
 * other code depends on; the shared ones (session, media, games, preview, pwa, shell, …) are
 * listed where they are used. Adding an edge here is a design decision: it must not close a cycle
 * (import-x/no-cycle fails if it does).
 */
export const FEATURE_DEPS = {
  account: ["media", "session", "shell"],
  auth: ["preview", "session", "shell"],
  chat: ["media", "session", "shell"],
  frames: ["session", "shell"],
  games: ["media", "preview", "pwa", "session"],
  home: ["frames", "games", "media", "preview", "pwa", "session", "shell"],
  letters: ["session", "shell"],
  lobby: ["games", "media", "session", "shell", "wallet"],
  media: [],
  "member-centre": [
    "account",
    "frames",
    "letters",
    "media",
    "responsible",
    "session",
    "shell",
    "wallet",
  ],
  preview: [],
  promotions: ["media", "session", "shell"],
  pwa: [],
  rebate: ["shell", "wallet"],
  records: ["shell"],
  responsible: ["account", "session", "shell"],
  session: ["preview", "pwa"],
  settings: ["auth", "games", "preview", "pwa", "session", "shell"],
  shell: ["session"],
  wallet: ["account", "shell"],
};

const FOUNDATION = ["api", "components", "lib"];
const ABOVE_FEATURES = ["app", "layout", "routes", "main.tsx"];
/** A feature's public face: its index.ts (or index.tsx). */
const indexOf = (feature) => [`./${feature}/index.ts`, `./${feature}/index.tsx`];

const zones = [
  // The foundation never reaches up.
  ...FOUNDATION.map((dir) => ({
    target: `./src/${dir}`,
    from: ["./src/features", ...ABOVE_FEATURES.map((up) => `./src/${up}`)],
    message:
      "api/, components/ and lib/ are the foundation: they import no feature, layout or app code.",
  })),
  // Features never import the frame, the wiring or the routes.
  {
    target: "./src/features",
    from: ABOVE_FEATURES.map((up) => `./src/${up}`),
    message: "Features never import app/, layout/ or routes/: those compose the features.",
  },
  // Each feature: only the features it may use, and only through their index.ts.
  ...Object.entries(FEATURE_DEPS).map(([feature, deps]) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`, ...deps.flatMap(indexOf)],
    message: `features/${feature} may import only ${
      deps.length ? deps.map((d) => `features/${d}`).join(", ") : "no other feature"
    } (FEATURE_DEPS in eslint.architecture.js), and each only through its index.ts.`,
  })),
  // The frame and the wiring use features through their index.ts.
  ...["app", "layout"].map((dir) => ({
    target: `./src/${dir}`,
    from: "./src/features",
    except: Object.keys(FEATURE_DEPS).flatMap(indexOf),
    message: `${dir}/ imports a feature only through its index.ts.`,
  })),
];

export const architecture = [
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/route-tree.gen.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Parse .ts/.tsx dependencies too (import-x reads only .js by default), so cycles through
      // TypeScript modules are found.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones }],
    },
  },
];
