// The 30-second update flow end to end (PRODUCT.md §4): build A is visited, build B (same
// sources, a new build version) is then served in place on the same port; the open page must
// raise 'update available, refresh now?' at its next version check, ask again after "Later",
// and after "Refresh" run build B after exactly one reload. This test starts its own platform
// process (by PID) so it can swap the served folder.
import { expect, test, type Page } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

const VERSION_POLL_MS = 30_000; // src/lib/constants.ts
const PORT = Number(process.env.E2E_PORT ?? 4173) + 37;
const ORIGIN = `http://localhost:${PORT}`;
const DIST_A = process.env.PLAYFRONT_DIST ?? "dist";
const DIST_B = `.builds/pwa-update-${PORT}`;

/** The entry module of a build, as its index.html names it. */
function entryOf(dist: string): string {
  const html = readFileSync(`${dist}/index.html`, "utf8");
  const m = /<script type="module" crossorigin src="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error(`no entry script in ${dist}/index.html`);
  return m[1];
}

interface Platform {
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startPlatform(dist: string, fresh: boolean): Promise<Platform> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PLAYFRONT_DATA_DIR: `.data/e2e-${PORT}`,
      PLAYFRONT_DIST: dist,
      PLAYFRONT_FRESH_DB: fresh ? "1" : "0",
      PLAYFRONT_E2E: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error("platform did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        process.kill(child.pid!, "SIGTERM");
      }),
  };
}

async function runningEntry(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document
        .querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')
        ?.getAttribute("src") ?? null,
  );
}

let platform: Platform | null = null;
test.afterAll(async () => {
  await platform?.stop();
});

test("a second build served in place raises the update prompt within 30 s; Refresh runs it after one reload", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  execFileSync(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "build",
      "--outDir",
      DIST_B,
      "--emptyOutDir",
      "--logLevel",
      "error",
    ],
    { env: { ...process.env, PLAYFRONT_BUILD_VERSION: `e2e-b-${Date.now()}` }, stdio: "inherit" },
  );
  const entryA = entryOf(DIST_A);
  const entryB = entryOf(DIST_B);
  expect(entryB).not.toBe(entryA);

  platform = await startPlatform(DIST_A, true);
  const context = await browser.newContext();
  const page = await context.newPage();
  let loads = 0;
  page.on("load", () => (loads += 1));
  await page.goto(`${ORIGIN}/en`);
  // A synchronous predicate: waitForFunction treats a returned promise as truthy at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await runningEntry(page)).toBe(entryA);
  const prompt = page.getByRole("alertdialog", { name: "Update available, refresh now?" });
  await expect(prompt).toBeHidden();
  // A second tab of the app, also on build A.
  const other = await context.newPage();
  await other.goto(`${ORIGIN}/en/promotion`);
  await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await runningEntry(other)).toBe(entryA);

  // Build B replaces build A on the same origin.
  await platform.stop();
  platform = await startPlatform(DIST_B, false);
  const swappedAt = Date.now();
  await expect(prompt).toBeVisible({ timeout: VERSION_POLL_MS + 15_000 });
  const firstPromptMs = Date.now() - swappedAt;
  console.log(`update prompt ${firstPromptMs} ms after build B went live`);
  // Next 30 s check plus installing the new worker (precaching build B).
  expect(firstPromptMs).toBeLessThanOrEqual(VERSION_POLL_MS + 5_000);
  await expect(page.getByRole("button", { name: "Refresh" })).toBeFocused();

  // Later: the prompt goes away and comes back at a later check.
  await page.getByRole("button", { name: "Later" }).click();
  await expect(prompt).toBeHidden();
  const declinedAt = Date.now();
  await expect(prompt).toBeVisible({ timeout: VERSION_POLL_MS + 15_000 });
  const againMs = Date.now() - declinedAt;
  console.log(`asked again ${againMs} ms after Later`);
  expect(againMs).toBeLessThanOrEqual(VERSION_POLL_MS + 5_000);
  expect(await runningEntry(page)).toBe(entryA);

  // Refresh: the waiting worker activates and the page reloads exactly once into build B.
  const loadsBefore = loads;
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(loadsBefore + 1);
  await expect.poll(() => runningEntry(page)).toBe(entryB);
  await page.waitForTimeout(3_000);
  expect(loads).toBe(loadsBefore + 1);
  await expect(prompt).toBeHidden();
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(r?.waiting), active: r?.active?.state ?? null };
  });
  expect(reg).toEqual({ waiting: false, active: "activated" });

  // The other tab now runs old code under the new worker: it is asked too, and Refresh reloads it.
  const otherPrompt = other.getByRole("alertdialog", { name: "Update available, refresh now?" });
  await expect(otherPrompt).toBeVisible();
  await other.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => runningEntry(other), { timeout: 15_000 }).toBe(entryB);
  await expect(otherPrompt).toBeHidden();
  await context.close();
});
