// The direction of imports, enforced by `npm run lint` (docs/architecture.md).
//
// src/:
//   routes/, main.tsx          the router's file routes and the entry: may import everything
//   app/, layout/              wiring (router, query client, API hooks) and the app's frame (root
//                              layout, tab bar, drawer, start-up): compose the features
//   features/<feature>/        screens and logic per domain: import the features FEATURE_DEPS
//                              lists for them, and only through their index.ts
//   api/, components/, lib/    the foundation (components/form is the one form kit): import nothing
//                              above them; components/ use only api/contract of api/
//
// sw/ and server/ import from src/ only its contract (src/api/contract: wire types, shared rules
// and constants, the locale list, platform time). In server/, the core module imports no other
// module (the others build on core; core offers seams for what they add to it).
//
// Plus no import cycle anywhere in src/, sw/ or server/ (value imports; `import type` creates none).
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
    "safety",
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
  safety: ["shell"],
  wallet: ["account", "safety", "shell"],
};

const FOUNDATION = ["api", "components", "lib"];
const ABOVE_FEATURES = ["app", "layout", "routes", "main.tsx"];
/** A feature's public face: its index.ts (or index.tsx). */
const indexOf = (feature) => [`./${feature}/index.ts`, `./${feature}/index.tsx`];

const zones = [
  // The service desk (src/desk/, its own build entry) uses the foundation only: none of the
  // players' features, frame or routes gets into its bundle, and no player code imports it.
  {
    target: "./src/desk",
    from: ["./src/features", ...ABOVE_FEATURES.map((up) => `./src/${up}`)],
    message: "The desk imports only api/contract, components and lib (docs/desk.md).",
  },
  {
    target: [
      "./src/features",
      "./src/api",
      "./src/components",
      "./src/lib",
      ...ABOVE_FEATURES.map((up) => `./src/${up}`),
    ],
    from: "./src/desk",
    message: "The players' app never imports the service desk.",
  },
  // The foundation never reaches up.
  ...FOUNDATION.map((dir) => ({
    target: `./src/${dir}`,
    from: ["./src/features", ...ABOVE_FEATURES.map((up) => `./src/${up}`)],
    message:
      "api/, components/ and lib/ are the foundation: they import no feature, layout or app code.",
  })),
  // The UI kit shows and collects; calling the platform is the api/ layer's (it builds on the kit).
  {
    target: "./src/components",
    from: "./src/api",
    except: ["./contract"],
    message: "components/ never call the platform: of api/ they use only the contract.",
  },
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

const CONTRACT_ONLY = (dir) => ({
  target: `./${dir}`,
  from: "./src",
  except: ["./api/contract"],
  message: `${dir}/ imports from src/ only its contract (src/api/contract).`,
});

const serverZones = [
  CONTRACT_ONLY("server"),
  {
    target: "./server/modules/core",
    from: "./server/modules",
    except: ["./core"],
    message:
      "The core module imports no other module: they build on core (give core a seam instead).",
  },
];

const settings = {
  // Parse .ts/.tsx dependencies too (import-x reads only .js by default), so cycles through
  // TypeScript modules are found.
  "import-x/extensions": [".ts", ".tsx", ".js"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
};

export const architecture = [
  {
    files: ["src/**/*.{ts,tsx}", "sw/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "src/route-tree.gen.ts"],
    plugins: { "import-x": importX },
    settings,
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones }],
    },
  },
  {
    files: ["sw/**/*.ts"],
    plugins: { "import-x": importX },
    settings,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [CONTRACT_ONLY("sw")] }] },
  },
  {
    // Tests too: a test that needs app code is an app test.
    files: ["server/**/*.ts"],
    plugins: { "import-x": importX },
    settings,
    rules: { "import-x/no-restricted-paths": ["error", { zones: serverZones }] },
  },
];
