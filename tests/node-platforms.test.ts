// @vitest-environment node
// `npm ci && npm start` brings its own Node on every platform the README names: the lockfile holds
// one Node package for each, and `engines` and `.nvmrc` agree with what is bundled.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version: string;
  os?: string | string[];
  cpu?: string | string[];
  optional?: boolean;
  bin?: Record<string, string>;
}
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const nvmrc = readFileSync(".nvmrc", "utf8").trim();

const PLATFORMS = [
  ["linux", "x64"],
  ["linux", "arm64"],
  ["darwin", "x64"],
  ["darwin", "arm64"],
  ["win32", "x64"],
  ["win32", "arm64"],
] as const;

const list = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());
const parts = (v: string) => v.split(".").map(Number) as [number, number, number];
const compare = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** `engines.node`'s ranges: `^x.y.z` and `>=x.y.z` joined by `||` (anything else fails). */
function satisfies(version: string, range: string): boolean {
  return range.split("||").some((r) => {
    const m = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(r);
    if (!m) throw new Error(`engines range not understood: ${r}`);
    const floor = m[2]!;
    if (compare(version, floor) < 0) return false;
    return m[1] === ">=" || parts(version)[0] === parts(floor)[0];
  });
}

/** The locked package that brings Node on a platform. */
function nodeFor(os: string, cpu: string) {
  return Object.entries(lock.packages).filter(
    ([path, e]) =>
      path.startsWith("node_modules/") &&
      e.bin?.node !== undefined &&
      list(e.os).includes(os) &&
      list(e.cpu).includes(cpu),
  );
}

describe("the project's own Node", () => {
  it.each(PLATFORMS)("the lockfile brings one Node for %s %s, within engines", (os, cpu) => {
    const found = nodeFor(os, cpu);
    expect(found, `${os} ${cpu}`).toHaveLength(1);
    const [path, entry] = found[0]!;
    const name = path.slice("node_modules/".length);
    expect(entry.optional).toBe(true);
    // Pinned in package.json at the locked version, so `npm ci` installs exactly it.
    expect(pkg.optionalDependencies[name]).toBe(entry.version);
    expect(satisfies(entry.version, pkg.engines.node), `${name}@${entry.version}`).toBe(true);
  });

  it("every optional dependency is one of them", () => {
    const bundled = PLATFORMS.map(([os, cpu]) => nodeFor(os, cpu)[0]?.[0].slice(13));
    expect(Object.keys(pkg.optionalDependencies).sort()).toEqual(bundled.sort());
  });

  it(".nvmrc names the Node bundled on Linux x64 (where CI runs), within engines", () => {
    const [, linux] = nodeFor("linux", "x64")[0]!;
    expect(nvmrc).toBe(linux.version);
    expect(satisfies(nvmrc, pkg.engines.node)).toBe(true);
  });

  it("engines keeps out a Node the code cannot run on", () => {
    // Node 20: no type stripping for the .ts entry points; 22.18: dependencies need newer.
    for (const old of ["20.20.2", "22.18.0", "24.0.0"])
      expect(satisfies(old, pkg.engines.node), old).toBe(false);
  });
});
