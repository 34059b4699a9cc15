// @vitest-environment node
// The repository stands alone: no file points at a document it does not hold (the product's
// outside notes, an issue tracker's numbers), and every link or `docs/…` path resolves.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const TEXT =
  /\.(ts|tsx|js|json|css|html|md|sh|conf|po|yml|yaml|sql|txt)$|(^|\/)(run|_headers|_redirects)$/;
const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => f && TEXT.test(f) && f !== "package-lock.json" && existsSync(f));

const OUTSIDE = [
  /\b(PRODUCT|STYLE|STACK)\.md\b/,
  /\bdesign-card\.md\b|\bplatform-spec\.md\b|\.\.\/shared\//,
  /\b[Ii]ssues? #?\d+\b/,
  /\bspec §/,
];

function findings(file: string, text: string): string[] {
  const out: string[] = [];
  text.split("\n").forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const re of OUTSIDE) if (re.test(line)) out.push(`${at}: ${line.trim()}`);
    // A section sign names a section of docs/product.md, said on the same line before it (the
    // page itself numbers its sections).
    for (const m of file === "docs/product.md" ? [] : line.matchAll(/§\d/g)) {
      if (!line.slice(0, m.index).includes("product.md")) out.push(`${at}: ${line.trim()}`);
    }
    for (const m of line.matchAll(/\bdocs\/[\w-]+\.md\b/g)) {
      if (!existsSync(m[0])) out.push(`${at}: ${m[0]} does not exist`);
    }
    if (file.endsWith(".md")) {
      for (const m of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(dirname(file), target))) out.push(`${at}: link ${target} is missing`);
      }
    }
  });
  return out;
}

describe("references", () => {
  it("reads the repository's files", () => {
    expect(files).toContain("README.md");
    expect(files.length).toBeGreaterThan(200);
  });

  it("point only at what the repository holds", () => {
    const found = files.flatMap((f) =>
      f === "tests/doc-references.test.ts" ? [] : findings(f, readFileSync(f, "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("would catch each kind", () => {
    expect(findings("a.ts", "// as PRODUCT.md says")).toHaveLength(1);
    expect(findings("a.ts", "// (issue 18)")).toHaveLength(1);
    expect(findings("a.ts", "// spec §7")).toHaveLength(2);
    expect(findings("a.ts", "// docs/product.md §7")).toHaveLength(0);
    expect(findings("a.ts", "// docs/nowhere.md")).toHaveLength(1);
    expect(findings("a.md", "[x](missing/file.md)")).toHaveLength(1);
  });
});
