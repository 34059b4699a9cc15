// @vitest-environment node
// The root font is a tenth of the viewport's width (docs/product.md §9: 39 px on a 390 px phone), so a length
// in `rem` is 2.4 times what it reads as: the PWA chrome sized in rem covered 346 px of an 844 px
// screen. The app sizes in px and em; this keeps every stylesheet that way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("stylesheets", () => {
  const files = cssFiles("src");

  it("are found", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)("%s sizes nothing in rem", (file) => {
    const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const lines = css
      .split("\n")
      .map((line, i) => `${i + 1}: ${line.trim()}`)
      .filter((line) => /\d(\.\d+)?rem\b/.test(line));
    expect(lines).toEqual([]);
  });
});
