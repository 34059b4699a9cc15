// One flat config for app, service worker, server, tests and scripts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import pluginQuery from "@tanstack/eslint-plugin-query";
import pluginRouter from "@tanstack/eslint-plugin-router";
import pluginLingui from "eslint-plugin-lingui";
import globals from "globals";
import { architecture } from "./eslint.architecture.js";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "*.again/**",
      ".builds/**",
      "node_modules/**",
      ".tools/**",
      ".data/**",
      ".reports/**",
      "test-results/**",
      "playwright-report/**",
      "src/route-tree.gen.ts",
      "locales/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [
      reactHooks.configs.flat.recommended,
      ...pluginQuery.configs["flat/recommended"],
      ...pluginRouter.configs["flat/recommended"],
      pluginLingui.configs["flat/recommended"],
    ],
    rules: {
      // One-way imports: routes → features → lib/api/components. Features never import routes.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/routes/*", "**/routes/**"], message: "Only the router imports routes." },
            { group: ["**/server/**"], message: "The app never imports the reference server." },
            {
              group: [
                "**/api/contract/*",
                "!**/api/contract/constants",
                "!**/api/contract/rules",
                "!**/api/contract/locales",
                "!**/api/contract/platform-time",
                "!**/api/contract/money-format",
              ],
              allowTypeImports: true,
              message:
                "Contract modules carry zod: import only types from them (values live in contract/constants, rules, locales, platform-time and money-format).",
            },
          ],
        },
      ],
      // A date read in the device's zone shows another day than the platform's (docs/languages.md).
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message:
            "Format dates with src/api/contract/platform-time.ts, amounts with src/lib/format.ts.",
        },
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message:
            "Format dates with src/api/contract/platform-time.ts, amounts with src/lib/format.ts.",
        },
      ],
    },
  },
  {
    files: [
      "src/api/contract/platform-time.ts",
      "src/api/contract/money-format.ts",
      "src/lib/format.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  ...architecture,
  {
    files: ["src/api/contract/**", "src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": "off", "lingui/no-unlocalized-strings": "off" },
  },
  {
    files: ["src/**/*.test.{ts,tsx}", "tests/**", "e2e/**"],
    rules: { "lingui/no-unlocalized-strings": "off" },
  },
  {
    files: ["sw/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // A promise nobody awaits runs outside its request and its transaction: a query lands after
    // the commit, a refusal is never answered. Type-aware, so for the server only.
    files: ["server/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // The platform's settings come from its context (server/config.ts reads them once per start).
    files: ["server/**/*.ts"],
    ignores: [
      "server/config.ts",
      "server/config.test.ts",
      "server/test-setup.ts",
      "server/testing/**",
      "server/bench/**",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from ctx.config (server/config.ts reads the environment once).",
        },
      ],
      // The same read by another spelling: `import { env } from "node:process"`, or the module
      // under another name.
      "no-restricted-imports": [
        "error",
        ...["node:process", "process"].map((name) => ({
          name,
          importNames: ["env", "default"],
          message: "Read settings from ctx.config (server/config.ts reads the environment once).",
        })),
      ],
    },
  },
  {
    // An amount in a message a player reads carries the tenant's currency in their language.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name='say'] > ObjectExpression > Property > :matches(CallExpression[callee.name='toMoney'], Identifier[name=/_(MIN|MAX)$/], Literal[value=/^-?[0-9]+[.][0-9]{2}$/])",
          message: "Write an amount in a message with amountFor(req, cents) (money/amount.ts).",
        },
      ],
    },
  },
);
