import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Messages are written in English in the code; zh-hans is the default locale shown to players
// (spec §9) and is a full translation. `npm run i18n:check` fails when either catalog misses one.
export default defineConfig({
  sourceLocale: "en",
  locales: ["zh-hans", "en"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/route-tree.gen.ts"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
