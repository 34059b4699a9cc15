// Second and third builds for the update tests: the same sources with a build label
// (PLAYFRONT_BUILD_VERSION), which is a real change of the app's code, so the precache manifest and
// with it sw.js differ from the build under test. Built once per test process.
import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

const built = new Set<string>();
const buildArgs = (dir: string) => [
  "node_modules/vite/bin/vite.js",
  "build",
  "--outDir",
  dir,
  "--emptyOutDir",
  "--logLevel",
  "error",
];

/** Builds the app with `label` into its own folder (once per process) and returns the folder. */
export function labelledBuild(label: string, port: number): string {
  const dir = `.builds/e2e-${label}-${port}`;
  if (built.has(dir)) return dir;
  execFileSync(process.execPath, buildArgs(dir), {
    env: { ...process.env, PLAYFRONT_BUILD_VERSION: label },
    stdio: "inherit",
  });
  built.add(dir);
  return dir;
}

/** labelledBuild in the background: the caller's other work goes on while it builds. */
export async function labelledBuildAsync(label: string, port: number): Promise<string> {
  const dir = `.builds/e2e-${label}-${port}`;
  if (built.has(dir)) return dir;
  await promisify(execFile)(process.execPath, buildArgs(dir), {
    env: { ...process.env, PLAYFRONT_BUILD_VERSION: label },
  });
  built.add(dir);
  return dir;
}

/** The entry module of a build, as its index.html names it. */
export function entryOf(dist: string): string {
  const html = readFileSync(`${dist}/index.html`, "utf8");
  const m = /<script type="module" crossorigin src="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error(`no entry script in ${dist}/index.html`);
  return m[1];
}
