// The 30-second update flow end to end (docs/product.md §10), with builds swapped in place on one
// origin: the build under test (A), then builds B and C (the same sources with a build label —
// a real change of the app's code; e2e/helpers/builds.ts). Each test starts its own platform
// process (by PID) so it can swap the served folder.
// Playwright's clock stands in for the 30-second wait: time runs on, and the test jumps it ahead
// by a check period where the old test waited for one.
// - B is found at the next 30-second version check and raises "update available, refresh now?"
//   once its worker is installed; it asks again after "Later". B declined, then C deployed:
//   "Refresh" runs C, the newest, after exactly one reload, in both tabs, and nothing is offered
//   after it.
// - Offline right after an update, and in the other language: the tenant's themed lobby with its
//   games and its own tab bar, from the IndexedDB copies of site config and the slot-games cache
//   (the persisted query cache is another build's and is dropped); a screen never saved says so.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { entryOf, labelledBuild } from "./helpers/builds";
import { startServer, type ExtraServer } from "./helpers/server";
import { readAppStore } from "./helpers/app-store";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

const VERSION_POLL_MS = 30_000; // src/api/contract/constants.ts
const PORT = Number(process.env.E2E_PORT ?? 4173) + 37;
const ORIGIN = `http://localhost:${PORT}`;
const DIST_A = process.env.PLAYFRONT_DIST ?? "dist";
const PROMPT = "Update available, refresh now?";

let platform: ExtraServer | null = null;

/** Serves `dist` on the test's port; the first start of a test gets a fresh database. */
async function serve(dist: string, fresh: boolean): Promise<void> {
  await platform?.stop();
  platform = await startServer(PORT, {
    PLAYFRONT_DIST: dist,
    PLAYFRONT_FRESH_DB: fresh ? "1" : "0",
  });
}

test.afterEach(async () => {
  await platform?.stop();
  platform = null;
});

/** The entry module the page runs (null while it is navigating). */
async function runningEntry(page: Page): Promise<string | null> {
  return page
    .evaluate(
      () =>
        document
          .querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')
          ?.getAttribute("src") ?? null,
    )
    .catch(() => null);
}

/** Waits until the service worker is active and controls the page. */
async function waitForController(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction treats a returned promise as truthy at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Marks in each page of `context` when the app has registered its service worker, and holds the
 * registration of a page the worker does not control until the test releases it
 * (`allowRegistration`). The app registers once its first screen has settled, later than the
 * worker takes control; a registration is also a look for a new sw.js, so a test that swaps
 * builds waits for it first. Holding it lets both tabs load before any worker exists: a
 * navigation the worker handles makes the browser look for a new sw.js by itself soon after (the
 * Service Worker spec's soft update), and on a loaded machine that look could land after the swap.
 */
async function markRegistration(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __registered?: boolean; __allowRegister?: () => void };
    const allowed = navigator.serviceWorker.controller
      ? Promise.resolve()
      : new Promise<void>((resolve) => (w.__allowRegister = resolve));
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = async (...args) => {
      await allowed;
      const registration = await register(...args);
      w.__registered = true;
      return registration;
    };
  });
}

/** Lets the app in `page` register its service worker (see `markRegistration`). */
async function allowRegistration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { __allowRegister?: () => void }).__allowRegister === "function",
  );
  await page.evaluate(() =>
    (window as unknown as { __allowRegister: () => void }).__allowRegister(),
  );
}

/** Until the app in `page` has registered its service worker (see `markRegistration`). */
async function waitForRegistration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __registered?: boolean }).__registered);
}

/** From now on, records in the page when its registration finds a new worker (`updatefound`). */
async function watchUpdateFound(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as unknown as { __updateFoundAt?: number };
    const registration = await navigator.serviceWorker.getRegistration();
    registration?.addEventListener("updatefound", () => (w.__updateFoundAt ??= Date.now()), {
      once: true,
    });
  });
}

/** When the page's registration first found a new worker since `watchUpdateFound` (page clock). */
function updateFoundAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __updateFoundAt?: number }).__updateFoundAt);
}

/** Until the registration has a worker waiting and none installing. */
async function settledWaiting(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return Boolean(r?.waiting) && !r?.installing;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Asks the browser to look for a new sw.js now (the app's own check runs every 30 s). */
async function checkNow(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

test("a second build is found within 30 s and offered again after Later; declined, then a third deployed: Refresh runs the newest after one reload, in both tabs, and nothing is offered after it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // Built before the page's clock starts: the 30-second checks run from the page's load, and the
  // test swaps builds at a known point of that period.
  const distB = await labelledBuild("b");
  const distC = await labelledBuild("c");
  const entryA = entryOf(DIST_A);
  const entryB = entryOf(distB);
  expect(entryB).not.toBe(entryA);

  await serve(DIST_A, true);
  const context = await browser.newContext();
  await context.clock.install();
  await markRegistration(context);
  const page = await context.newPage();
  let loads = 0;
  page.on("load", () => (loads += 1));
  await page.goto(`${ORIGIN}/en`);
  // A second tab of the app, also on build A; both load before the worker exists.
  const other = await context.newPage();
  await other.goto(`${ORIGIN}/en/promotion`);
  await allowRegistration(page);
  await waitForController(page);
  await waitForController(other);
  await allowRegistration(other);
  await waitForRegistration(page);
  await waitForRegistration(other);
  expect(await runningEntry(page)).toBe(entryA);
  expect(await runningEntry(other)).toBe(entryA);
  const prompt = page.getByRole("alertdialog", { name: PROMPT });
  await expect(prompt).toBeHidden();

  // Build B replaces build A on the same origin.
  await watchUpdateFound(page);
  await serve(distB, false);
  // Nothing looks for B until the app's check comes round…
  await page.waitForTimeout(1_000);
  expect(await updateFoundAt(page)).toBeUndefined();
  await expect(prompt).toBeHidden();
  // …and the check of the next 30 seconds finds it; the prompt follows once B's worker is
  // installed (its precache downloaded: real time, 2–12 s on a loaded 2-core machine).
  await context.clock.fastForward(VERSION_POLL_MS);
  await expect.poll(() => updateFoundAt(page), { timeout: 5_000 }).toBeDefined();
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Refresh" })).toBeFocused();

  // Later: the prompt goes away and comes back at the next check.
  await page.getByRole("button", { name: "Later" }).click();
  await expect(prompt).toBeHidden();
  await context.clock.fastForward(VERSION_POLL_MS);
  await expect(prompt).toBeVisible();
  expect(await runningEntry(page)).toBe(entryA);

  // B declined again, and C follows; only the app's own 30-second checks may find it.
  await page.getByRole("button", { name: "Later" }).click();
  await expect(prompt).toBeHidden();
  const entryC = entryOf(distC);
  expect(new Set([entryA, entryB, entryC]).size).toBe(3);
  await serve(distC, false);
  await context.clock.fastForward(VERSION_POLL_MS);
  // C's worker downloads its whole precache before the prompt, as B's did.
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await settledWaiting(page);
  // Another check with C waiting: it stays offered.
  await context.clock.fastForward(VERSION_POLL_MS);
  await expect(prompt).toBeVisible();

  // Refresh: the waiting worker activates and the page reloads exactly once, into C.
  const loadsBefore = loads;
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(loadsBefore + 1);
  await expect.poll(() => runningEntry(page)).toBe(entryC);
  await page.waitForTimeout(3_000);
  expect(loads).toBe(loadsBefore + 1);
  await expect(prompt).toBeHidden();
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(r?.waiting), active: r?.active?.state ?? null };
  });
  expect(reg).toEqual({ waiting: false, active: "activated" });

  // The other tab now runs old code under the new worker: it is asked too, and Refresh reloads it.
  const otherPrompt = other.getByRole("alertdialog", { name: PROMPT });
  await expect(otherPrompt).toBeVisible();
  await other.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => runningEntry(other), { timeout: 15_000 }).toBe(entryC);
  await expect(otherPrompt).toBeHidden();

  // C is the newest: a check finds nothing newer to install, and nothing is offered.
  await checkNow(page);
  const after = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { installing: Boolean(r?.installing), waiting: Boolean(r?.waiting) };
  });
  expect(after).toEqual({ installing: false, waiting: false });
  // Nor at the app's own next check.
  await context.clock.fastForward(VERSION_POLL_MS);
  await page.waitForTimeout(1_000);
  await expect(prompt).toBeHidden();
  await context.close();
});

/** The manifest's colour: the tenant's own (the platform serves a manifest per tenant). */
async function tenantColour(page: Page): Promise<string> {
  const manifest = await page.evaluate(async () => {
    const r = await fetch("/manifest.webmanifest", { cache: "no-store" });
    return (await r.json()) as { theme_color: string };
  });
  expect(manifest.theme_color).not.toBe("#1677ff"); // the shell's default blue
  return manifest.theme_color;
}

/** The tenant's lobby: its games, its colour and its own tab bar (elec: chat on → Messages). */
async function expectThemedLobby(page: Page, locale: string, colour: string): Promise<void> {
  const timeout = 15_000;
  await expect(page.locator("ul.lobby__grid").first().locator("li").first()).toBeVisible({
    timeout,
  });
  await expect(page.locator(`nav.tabbar a[href="/${locale}/message"]`)).toBeVisible({ timeout });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", colour);
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
      ),
    )
    .toBe(colour);
}

test("offline right after an update and in the other language: the tenant's themed lobby with its games and tab bar; an unsaved home says so", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const distB = await labelledBuild("b");
  await serve(DIST_A, true);
  const elec = `http://elec.localhost:${PORT}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${elec}/zh-hans/subgame`);
  // A fresh platform on a loaded machine: the first visit may take a while.
  await expect(page.locator("ul.lobby__grid").first().locator("li").first()).toBeVisible({
    timeout: 20_000,
  });
  const colour = await tenantColour(page);
  await waitForController(page);
  // What build A saves for offline is on disk (its query cache holds the site config).
  await expect
    .poll(async () => String(await readAppStore(page, "query-cache")).includes('"site-config"'))
    .toBe(true);
  await expect.poll(() => readAppStore(page, "slot-games")).toBeTruthy();

  // Build B is deployed; the player accepts it just as the network goes.
  await serve(distB, false);
  await checkNow(page);
  await expect(page.getByRole("alertdialog")).toBeVisible({ timeout: VERSION_POLL_MS });
  await context.setOffline(true);
  await page.getByRole("button", { name: "刷新" }).click();
  await expect.poll(() => runningEntry(page), { timeout: 30_000 }).toBe(entryOf(distB));
  await expect(page.locator(".pwa-offline__text")).toBeVisible();
  await expectThemedLobby(page, "zh-hans", colour);

  // The other language, offline.
  await page.goto(`${elec}/en/subgame`);
  await expectThemedLobby(page, "en", colour);
  await expect(page.getByRole("link", { name: "Messages" })).toBeVisible();

  // Home was never visited: it says so in its own area and offers the lobby, no endless spinner.
  await page.goto(`${elec}/zh-hans`);
  const main = page.locator("main");
  await expect(main.locator('a[href="/zh-hans/subgame"]')).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole("status")).not.toHaveText("加载中…");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", colour);
  await context.close();
});
