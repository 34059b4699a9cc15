// Two builds of one commit must be byte-identical: otherwise every deploy, even of
// identical code, changes the precache manifest and sw.js, re-downloads the shell and prompts every
// player to update. Builds the app once more into a scratch folder and compares every file Vite
// wrote with the given build (default dist/) by SHA-256. The .br/.gz siblings are left out: they
// are a pure function of their file (scripts/compress-dist.ts; Node's gzip writes no time).
// Usage: node scripts/check-reproducible.ts [dist]
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

const dist = process.argv[2] ?? "dist";
// Beside the build, at the same depth: source maps name their sources relative to themselves, so
// a second build one folder deeper (.builds/…) differs in every map while its code is identical.
const again = join(dirname(dist), `${basename(dist)}.again`);

function hashes(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(name)) {
        out.set(
          relative(root, path),
          createHash("sha256").update(readFileSync(path)).digest("hex"),
        );
      }
    }
  };
  walk(root);
  return out;
}

execFileSync(
  process.execPath,
  [
    "node_modules/vite/bin/vite.js",
    "build",
    "--outDir",
    again,
    "--emptyOutDir",
    "--logLevel",
    "error",
  ],
  { stdio: "inherit" },
);
// The service desk's build (vite.config.ts, mode desk) into its folder of the second build; its
// root is src/desk/, so the folder is given absolute.
execFileSync(
  process.execPath,
  [
    "node_modules/vite/bin/vite.js",
    "build",
    "--mode",
    "desk",
    "--outDir",
    resolve(again, "desk"),
    "--emptyOutDir",
    "--logLevel",
    "error",
  ],
  { stdio: "inherit" },
);
const [a, b] = [hashes(dist), hashes(again)];
const differ = [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f)).sort();
rmSync(again, { recursive: true, force: true });
if (differ.length > 0) {
  console.error(
    `check-reproducible: ${differ.length} files differ between ${dist} and a second build:`,
  );
  for (const f of differ.slice(0, 20)) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`check-reproducible: a second build is byte-identical to ${dist} (${a.size} files)`);
