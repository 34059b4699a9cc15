// @vitest-environment node
// The import direction of src/, sw/ and server/ (eslint.architecture.js) is enforced, not only
// written down: each kind of wrong import below must fail `npm run lint`, and a permitted one must
// not.
import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The probes below are no file of a TypeScript project, which the server's type-aware rules need;
// what these tests hold (import direction, settings) needs no types.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    files: ["server/**/*.ts"],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
    },
  },
});

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("import direction in src/", { timeout: 120_000 }, () => {
  it("refuses a sideways import between features that FEATURE_DEPS does not list", async () => {
    const hits = await rulesHit(
      "src/features/auth/probe.ts",
      'import { BalanceLine } from "../wallet";\nexport const probe = BalanceLine;\n',
    );
    expect(hits).toContain("import-x/no-restricted-paths");
  });

  it("refuses reaching into a permitted feature past its index.ts", async () => {
    const hits = await rulesHit(
      "src/features/wallet/probe.ts",
      'import { localeAtom } from "../shell/atoms";\nexport const probe = localeAtom;\n',
    );
    expect(hits).toContain("import-x/no-restricted-paths");
  });

  it("refuses the foundation reaching up, and a feature importing the app's frame", async () => {
    expect(
      await rulesHit(
        "src/lib/probe.ts",
        'import { useLocaleParam } from "../features/shell";\nexport const probe = useLocaleParam;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await rulesHit(
        "src/features/home/probe.ts",
        'import { RootLayout } from "../../layout";\nexport const probe = RootLayout;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
  });

  it("refuses an import that closes a cycle", async () => {
    // letters imports shell (through its screens); shell importing letters back is a cycle.
    const file = "src/features/shell/locale-link.ts";
    const code = `${readFileSync(file, "utf8")}\nimport { useUnreadLetterCount } from "../letters";\nexport const probe = useUnreadLetterCount;\n`;
    expect(await rulesHit(file, code)).toContain("import-x/no-cycle");
  });

  it("lets a feature use a permitted feature through its index.ts", async () => {
    const hits = await rulesHit(
      "src/features/wallet/probe.ts",
      'import { useLocaleParam } from "../shell";\nexport const probe = useLocaleParam;\n',
    );
    expect(hits).toEqual([]);
  });

  it("refuses the UI kit calling the platform", async () => {
    const hits = await rulesHit(
      "src/components/form/probe.ts",
      'import { newIdempotencyKey } from "../../api/client";\nexport const probe = newIdempotencyKey;\n',
    );
    expect(hits).toContain("import-x/no-restricted-paths");
  });

  it("refuses a date or an amount formatted outside contract/platform-time and lib/format", async () => {
    const code = 'export const probe = (iso: string) => new Date(iso).toLocaleDateString("en");\n';
    expect(await rulesHit("src/features/letters/probe.ts", code)).toContain("no-restricted-syntax");
    const intl = 'export const probe = new Intl.DateTimeFormat("en");\n';
    expect(await rulesHit("src/features/records/probe.ts", intl)).toContain("no-restricted-syntax");
    const money = 'export const probe = new Intl.NumberFormat("en");\n';
    expect(await rulesHit("src/features/wallet/probe.ts", money)).toContain("no-restricted-syntax");
    expect(await rulesHit("src/lib/format.ts", money)).not.toContain("no-restricted-syntax");
    expect(await rulesHit("src/api/contract/platform-time.ts", intl)).not.toContain(
      "no-restricted-syntax",
    );
  });
});

describe("import direction in sw/ and server/", { timeout: 120_000 }, () => {
  it("refuses the worker and the platform importing src/ past its contract", async () => {
    const app =
      'import { formatMoney } from "../src/lib/money.ts";\nexport const probe = formatMoney;\n';
    expect(await rulesHit("sw/probe.ts", app)).toContain("import-x/no-restricted-paths");
    const server = app.replace("../src/", "../../src/");
    expect(await rulesHit("server/http/probe.ts", server)).toContain(
      "import-x/no-restricted-paths",
    );
    // Tests are held too: a platform test needing app code is an app test.
    expect(await rulesHit("server/http/probe.test.ts", server)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("lets them import the contract", async () => {
    const code =
      'import { PING_PATH } from "../src/api/contract/constants.ts";\nexport const probe = PING_PATH;\n';
    expect(await rulesHit("sw/probe.ts", code)).toEqual([]);
    const server = code.replace("../src/", "../../../src/");
    expect(await rulesHit("server/modules/money/probe.ts", server)).toEqual([]);
  });

  it("refuses the core module importing another module", async () => {
    const code =
      'import { mainBalanceOf } from "../money/wallets.ts";\nexport const probe = mainBalanceOf;\n';
    expect(await rulesHit("server/modules/core/probe.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses an import that closes a cycle in the platform", async () => {
    // passkeys imports reauth; reauth importing passkeys back is a cycle.
    const file = "server/modules/core/reauth.ts";
    const code = `${readFileSync(file, "utf8")}\nimport { requirePasskeyProof } from "./passkeys.ts";\nexport const probe = requirePasskeyProof;\n`;
    expect(await rulesHit(file, code)).toContain("import-x/no-cycle");
  });
});

describe("the platform's settings come from its context", { timeout: 120_000 }, () => {
  const RULES = ["no-restricted-properties", "no-restricted-imports"];
  const refused = (hits: string[]) => hits.some((rule) => RULES.includes(rule));
  const reads = [
    "export const probe = process.env.PLAYFRONT_DIST;\n",
    'export const probe = process["env"];\n',
    "const { env } = process;\nexport const probe = env;\n",
    'import process from "node:process";\nexport const probe = process.env.PORT;\n',
    'import { env } from "node:process";\nexport const probe = env.PORT;\n',
    'import { env as settings } from "process";\nexport const probe = settings.PORT;\n',
    'import * as proc from "node:process";\nexport const probe = proc.env.PORT;\n',
    'import proc from "process";\nexport const probe = proc.env.PORT;\n',
  ];

  it("refuses every way a server module reads process.env, in modules, http and tests", async () => {
    for (const file of [
      "server/modules/money/probe.ts",
      "server/http/probe.ts",
      "server/modules/chat/probe.test.ts",
    ]) {
      for (const code of reads)
        expect(refused(await rulesHit(file, code)), `${file}: ${code}`).toBe(true);
    }
  });

  it("lets the one reader of the environment, code outside the platform, and the rest of process be", async () => {
    for (const code of reads) {
      expect(refused(await rulesHit("server/config.ts", code)), code).toBe(false);
      expect(refused(await rulesHit("scripts/probe.ts", code)), code).toBe(false);
    }
    const argv = 'import { argv } from "node:process";\nexport const probe = argv;\n';
    expect(refused(await rulesHit("server/modules/money/probe.ts", argv))).toBe(false);
  });
});
