// @vitest-environment node
// `npm start` rebuilds only when dist/ is missing or older than a build input (scripts/start.ts).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleReason } from "../scripts/start.ts";

describe("npm start's build check", () => {
  let root: string;
  const at = (path: string, seconds: number) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), "x");
    utimesSync(join(root, path), seconds, seconds);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "pf-start-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds when dist/ was never built", () => {
    at("src/main.tsx", 1_000);
    expect(staleReason(root)).toBe("dist/index.html is missing");
  });

  it("does not build when every input is older than the build", () => {
    at("src/features/home/home.tsx", 1_000);
    at("locales/en/app.po", 1_000);
    at("dist/index.html", 2_000);
    expect(staleReason(root)).toBeNull();
  });

  it("names the input that changed after the build, however deep", () => {
    at("dist/index.html", 2_000);
    at("src/features/home/layouts/elec.tsx", 3_000);
    expect(staleReason(root)).toBe(
      "src/features/home/layouts/elec.tsx changed after the last build",
    );
    rmSync(join(root, "src"), { recursive: true });
    at("package-lock.json", 3_000);
    expect(staleReason(root)).toBe("package-lock.json changed after the last build");
  });

  it("ignores the route tree the build itself writes", () => {
    at("dist/index.html", 2_000);
    at("src/route-tree.gen.ts", 3_000);
    expect(staleReason(root)).toBeNull();
  });
});
