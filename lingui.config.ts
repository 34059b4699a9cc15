import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "./src/api/contract/locales.ts";

// Messages are written in English in the code; zh-hans is the default locale shown to players
// (docs/product.md §9) and is a full translation, as are zh-hant, vi and th (the list: src/api/contract/locales.ts). One catalog per feature folder (locales/{locale}/{feature}.po)
// plus `app.po` for the app's wiring and frame (app/, layout/), routes, shared components, lib and api; all of a locale's catalogs are merged
// at runtime (src/lib/i18n.ts). `npm run i18n:check` fails when any catalog misses a translation.
export default defineConfig({
  sourceLocale: "en",
  locales: [...LOCALES],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/src/features/{name}/"],
      exclude: ["**/*.test.*"],
    },
    {
      // The service desk's own catalog, outside the players' (their chunks glob locales/*/*.po).
      path: "<rootDir>/locales/{locale}/desk/desk",
      include: ["<rootDir>/src/desk/"],
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/app",
      include: [
        "<rootDir>/src/app",
        "<rootDir>/src/layout",
        "<rootDir>/src/routes",
        "<rootDir>/src/components",
        "<rootDir>/src/lib",
        "<rootDir>/src/api",
      ],
      exclude: ["**/*.test.*", "**/route-tree.gen.ts"],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
});
