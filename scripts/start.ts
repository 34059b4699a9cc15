// `npm start`: builds the app only when `dist/` is missing or older than its sources (saying in one
// line why it builds), then runs the reference platform, which serves `dist/` and the API.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Everything the build reads; a change to any of them makes `dist/` stale. */
export const BUILD_INPUTS = [
  "src",
  "sw",
  "public",
  "locales",
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "tsconfig.json",
  "tsconfig.base.json",
  "package.json",
  "package-lock.json",
  "scripts/compress-dist.ts",
  "scripts/router-config.ts",
];
const STAMP = "dist/index.html";

function newest(path: string): { path: string; mtimeMs: number } | null {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let best: { path: string; mtimeMs: number } | null = null;
  for (const name of readdirSync(path)) {
    // The generated route tree is written by the build itself.
    if (name === "route-tree.gen.ts") continue;
    const found = newest(join(path, name));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/** Why the build must run, or null when `dist/` is up to date. */
export function staleReason(root = "."): string | null {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return `${STAMP} is missing`;
  const built = statSync(stamp).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const found = newest(join(root, input));
    if (found && found.mtimeMs > built)
      return `${relative(root, found.path)} changed after the last build`;
  }
  return null;
}

if (import.meta.main) {
  const reason = process.env.PLAYFRONT_REBUILD === "1" ? "PLAYFRONT_REBUILD=1" : staleReason();
  if (reason) {
    console.log(`start: building the app (${reason})`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.log(
      "start: dist/ is up to date with its sources; not rebuilding (PLAYFRONT_REBUILD=1 forces it)",
    );
  }
  await import("../server/main.ts");
}
