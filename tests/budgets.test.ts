// The bundle budget on a build of a few files: what the initial JS may not carry, by name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { measureBudgets, OUTSIDE_INITIAL_SOURCES } from "../scripts/perf/budgets";

let dist = "";
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A build whose entry is made of `initial` modules, with the home's chunk beside it. */
function build(initial: string[]): string {
  dist = mkdtempSync(join(tmpdir(), "budgets-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), '<script type="module" src="/assets/index.js"></script>');
  const home = "src/routes/{-$locale}/index.tsx?tsr-split=component";
  writeFileSync(
    join(dist, ".vite/manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index.js", isEntry: true },
      [home]: { file: "assets/home.js", isDynamicEntry: true },
    }),
  );
  for (const [file, sources] of [
    ["index.js", initial],
    ["home.js", ["../../src/features/home/home-screen.tsx"]],
  ] as const) {
    writeFileSync(join(dist, "assets", file), "export {};");
    writeFileSync(join(dist, "assets", `${file}.map`), JSON.stringify({ version: 3, sources }));
  }
  return dist;
}

const screensRow = (rows: ReturnType<typeof measureBudgets>) =>
  rows.find((r) => r.what.startsWith("screens outside initial JS"))!;

describe("bundle budget", () => {
  it("passes an entry of the frame and home's data", () => {
    const rows = measureBudgets(
      build(["../../src/main.tsx", "../../src/features/home/home-data.ts"]),
    );
    expect(screensRow(rows).ok).toBe(true);
  });

  it("fails an entry that carries any screen no first screen shows, and names it", () => {
    for (const folder of OUTSIDE_INITIAL_SOURCES) {
      const row = screensRow(measureBudgets(build(["../../src/main.tsx", `../../${folder}x.tsx`])));
      expect(row.ok, folder).toBe(false);
      expect(row.what).toContain(folder);
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
