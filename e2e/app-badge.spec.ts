// The installed app's icon badge: unread letters + unread chat messages through the
// Badging API, set from the page whenever a count changes and from the service worker when a
// notification arrives while the app is hidden; cleared when all is read and at logout.
// Headless Chromium keeps no real badge, so both sides' calls are recorded.
import { expect, test, type Page, type Worker } from "@playwright/test";
import { call, freshMember, type Member } from "./member-helpers";
import { readAppStore } from "./helpers/app-store";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

const PERIODIC_TASK_MS = 300_000; // src/api/contract/constants.ts

/** Records navigator.setAppBadge / clearAppBadge calls of the page as "set:n" / "clear". */
async function recordPageBadge(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { badgeCalls: string[] }).badgeCalls = calls;
    Object.defineProperty(Navigator.prototype, "setAppBadge", {
      configurable: true,
      value: (n?: number) => (calls.push(`set:${n}`), Promise.resolve()),
    });
    Object.defineProperty(Navigator.prototype, "clearAppBadge", {
      configurable: true,
      value: () => (calls.push("clear"), Promise.resolve()),
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { badgeCalls: string[] }).badgeCalls.at(-1));
}

/** A letter to customer service; the platform answers it at once with an unread reply. */
async function receiveLetter(page: Page, m: Member, title: string) {
  const res = await call(page.request, m, "POST", "/api/News/PostVipUserLetter", {
    title,
    content: "Is my deposit in?",
  });
  expect(res.ok).toBe(true);
}

test("the page shows unread letters on the badge and clears it when read and at logout", async ({
  page,
  baseURL,
}) => {
  // The badge follows the PWA chrome, which loads once the first screen has settled: on a busy
  // machine that takes a while, so the waits are for states, with room.
  test.setTimeout(120_000);
  const lastBadge = await recordPageBadge(page);
  const m = await freshMember(page, baseURL!);
  await receiveLetter(page, m, "First question");
  await page.goto(`${m.origin}/en`);
  await expect.poll(lastBadge, { timeout: 30_000 }).toBe("set:1");

  // Everything read: the letters screen marks the reply read, the badge goes.
  await page.goto(`${m.origin}/en/member/notice`);
  await page.getByRole("checkbox", { name: "Select all" }).check();
  await page.getByRole("button", { name: "Mark read" }).click();
  await expect.poll(lastBadge, { timeout: 30_000 }).toBe("clear");

  // A new unread letter, then logout from the member centre: the badge goes with the session.
  await receiveLetter(page, m, "Second question");
  await page.goto(`${m.origin}/en/centre`);
  await expect.poll(lastBadge, { timeout: 30_000 }).toBe("set:1");
  await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  await expect.poll(lastBadge, { timeout: 30_000 }).toBe("clear");
});

test("the service worker sets the badge when a letter's notification arrives in the background", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ permissions: ["notifications"] });
  const page = await context.newPage();
  const m = await freshMember(page, baseURL!);
  await page.clock.install();
  await page.goto(`${m.origin}/en`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker: Worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    const calls: string[] = [];
    const g = self as unknown as { badgeCalls: string[]; navigator: object };
    g.badgeCalls = calls;
    Object.defineProperty(g.navigator, "setAppBadge", {
      configurable: true,
      value: (n?: number) => (calls.push(`set:${n}`), Promise.resolve()),
    });
  });
  const workerBadge = () =>
    worker.evaluate(() => (self as unknown as { badgeCalls: string[] }).badgeCalls);
  // The first poll records what is unread (nothing) without notifying.
  await expect.poll(() => readAppStore(page, "member:notified-letters")).toBeDefined();

  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  await receiveLetter(page, m, "Background question");
  await page.clock.fastForward(PERIODIC_TASK_MS);
  await expect.poll(workerBadge, { timeout: 30_000 }).toEqual(["set:1"]);
  await context.close();
});
