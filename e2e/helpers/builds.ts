// Second and third builds for the update tests: the same sources with a build label
// (PLAYFRONT_BUILD_VERSION), which is a real change of the app's code, so the precache manifest and
// with it sw.js differ from the build under test. A build takes the time of the whole app's
// production build, so each label is built once for every spec and worker of a run that asks for
// it (pwa-update.spec.ts and deploy/nginx.spec.ts share "b"), and again only when the build
// under test changed.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";

const DIST = process.env.PLAYFRONT_DIST ?? "dist";
/** The run's own port keeps two runs on one machine (two worktrees) out of each other's builds. */
const RUN = Number(process.env.E2E_PORT ?? 4173);

/** The build under test, by its service worker: its precache manifest names every file's hash. */
function buildUnderTest(): string {
  return createHash("sha256")
    .update(readFileSync(join(DIST, "sw.js")))
    .digest("hex");
}

/**
 * Takes the lock `dir`: true when this process holds it now. A lock whose builder has gone (a run
 * killed mid-build) is taken over.
 */
function tryLock(dir: string): boolean {
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, "pid"), String(process.pid));
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  const pid = Number(existsSync(join(dir, "pid")) ? readFileSync(join(dir, "pid"), "utf8") : 0);
  if (pid > 0 && !alive(pid)) {
    rmSync(dir, { recursive: true, force: true });
    return tryLock(dir);
  }
  return false;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The app built with `label` into its own folder, once a run for every worker that asks (another
 * worker building it meanwhile is waited for), and again only when the build under test changed.
 */
export async function labelledBuild(label: string): Promise<string> {
  const dir = `.builds/e2e-${label}-${RUN}`;
  // Beside the folder, not in it: the folder is served as it is.
  const stamp = `${dir}.built-beside`;
  const base = buildUnderTest();
  const done = () => existsSync(stamp) && readFileSync(stamp, "utf8") === base;
  const lock = `${dir}.lock`;
  mkdirSync(".builds", { recursive: true });
  while (!done()) {
    if (!tryLock(lock)) {
      await sleep(250);
      continue;
    }
    try {
      if (done()) break;
      rmSync(stamp, { force: true });
      await promisify(execFile)(
        process.execPath,
        [
          "node_modules/vite/bin/vite.js",
          "build",
          "--outDir",
          dir,
          "--emptyOutDir",
          "--logLevel",
          "error",
        ],
        { env: { ...process.env, PLAYFRONT_BUILD_VERSION: label } },
      );
      writeFileSync(stamp, base);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** The entry module of a build, as its index.html names it. */
export function entryOf(dist: string): string {
  const html = readFileSync(`${dist}/index.html`, "utf8");
  const m = /<script type="module" crossorigin src="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error(`no entry script in ${dist}/index.html`);
  return m[1];
}
