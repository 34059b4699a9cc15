// @vitest-environment node
// Each fact below has one home, and every other module imports it from there.
// A second copy of it in the code (not in tests, which spell the wire values on purpose) fails
// here, before it can drift from the first one.
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const CODE = ["*.ts", ...["src", "sw", "server", "scripts"].map((d) => `${d}/**/*.{ts,tsx}`)]
  .flatMap((pattern) => globSync(pattern))
  .filter((f) => !/\.test\.tsx?$|\.gen\.ts$|\/test-helpers\.ts$|\.spec\.ts$/.test(f));

/** Each fact: what a copy of it looks like, and the one file allowed to define it. */
const FACTS: { fact: string; copy: RegExp; home: string[] }[] = [
  {
    fact: "the main wallet's plate type",
    copy: /["']sys["']/,
    home: ["src/api/contract/constants.ts"],
  },
  {
    fact: "the 6-digit code",
    copy: /\\d\{6\}|\[0-9\]\{6\}|maxLength=\{6\}|maxLength: 6\b/,
    home: [],
  },
  { fact: "the money pattern", copy: /\\d\{0,8\}|\[1-9\]\\d/, home: ["src/api/contract/rules.ts"] },
  {
    fact: "a password's length",
    copy: /pass[^\n]*(\.max\(\d+\)|\{\d+,\d+\})|\{6,20\}\$\/u|\{8,64\}\$\/u/i,
    home: [],
  },
  {
    fact: "the member queries' key prefix",
    copy: /\[\s*["']member["']|=\s*["']member["']/,
    home: ["src/api/query-keys.ts"],
  },
  {
    fact: "the layout's type",
    copy: /(interface|type) LayoutConfig\b/,
    home: ["src/api/contract/common.ts"],
  },
  {
    fact: "the style families",
    copy: /type StyleFamily =/,
    home: ["src/api/contract/common.ts"],
  },
  {
    fact: "the route generator's settings",
    copy: /(routesDirectory|generatedRouteTree)\s*:/,
    home: ["scripts/router-config.ts"],
  },
  // deploy/'s copies for static hosts are compared with it by server/http/security.test.ts.
  { fact: "the CSP", copy: /default-src|frame-ancestors '/, home: ["server/http/security.ts"] },
];

describe("one home for each fact", () => {
  it.each(FACTS)("$fact is defined once", ({ copy, home }) => {
    const copies = CODE.filter((f) => !home.includes(f) && copy.test(readFileSync(f, "utf8")));
    expect(copies).toEqual([]);
  });

  it("finds a copy (the scan reads the code)", () => {
    expect(CODE).toEqual(expect.arrayContaining(["src/api/contract/rules.ts", "vite.config.ts"]));
    expect(CODE.filter((f) => FACTS[0]!.copy.test(readFileSync(f, "utf8")))).toEqual([
      "src/api/contract/constants.ts",
    ]);
  });
});
