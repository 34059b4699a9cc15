// Home's load behaviour (issue 8): no layout shift whatever order the calls answer in, each call
// fetched once, no console error, the announcement image loaded with priority and carousel slides
// that are not shown yet not fetched at start.
import { expect, test, type Page } from "@playwright/test";
import { imageBoxesLoadingOnScreen, snoozeAnnouncements, tenantUrl } from "./visitor-helpers";

const CALLS = {
  site: "/api/v3/common/site-config",
  company: "/api/Activity/GetCompanyInfo",
  menus: "/api/Manage/GetAppShortMenu",
  style: "/api/Manage/GetConfigByStyle",
  promotions: "/api/Activity/GetActivitysV3",
  catalogue: "/api/Activity/GetGameList",
} as const;
type Call = keyof typeof CALLS;

declare global {
  interface Window {
    __shifts: { value: number; sources: string[] }[];
    __promoFirstTop: number | undefined;
  }
}

/** Records every layout shift and where the promotions first appeared (page coordinates). */
async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[]) {
        window.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? "?"),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver(() => {
      if (window.__promoFirstTop !== undefined) return;
      const promo = document.querySelector("section.promo-cards");
      if (promo) window.__promoFirstTop = promo.getBoundingClientRect().top + window.scrollY;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function delay(page: Page, delays: Partial<Record<Call, number>>): Promise<void> {
  for (const [call, ms] of Object.entries(delays) as [Call, number][]) {
    await page.route(
      (url) => url.pathname === CALLS[call],
      async (route) => {
        await new Promise((r) => setTimeout(r, ms));
        await route.continue();
      },
    );
  }
}

const ORDERS: { name: string; delays: Partial<Record<Call, number>> }[] = [
  { name: "no delay", delays: {} },
  { name: "slow game list", delays: { catalogue: 1500 } },
  { name: "slow company info", delays: { company: 1500 } },
  { name: "slow short menus", delays: { menus: 1500 } },
  {
    name: "promotions first, the rest staggered",
    delays: { company: 400, menus: 900, catalogue: 1400 },
  },
];

for (const { name, delays } of ORDERS) {
  test(`home does not shift while its data arrives (${name})`, async ({ page }) => {
    await watchLayout(page);
    await delay(page, delays);
    await page.goto(tenantUrl("classic", "/en"));
    const promo = page.locator("section.promo-cards");
    await expect(promo).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState("networkidle");
    // Every image on screen has settled (loaded or placeholder) before the final measure. Boxes
    // further down stay "loading": their <img> mounts once they come near the viewport.
    await expect.poll(() => imageBoxesLoadingOnScreen(page)).toBe(0);
    const { first, last, shifts } = await page.evaluate(() => ({
      first: window.__promoFirstTop,
      last:
        document.querySelector("section.promo-cards")!.getBoundingClientRect().top + window.scrollY,
      shifts: window.__shifts,
    }));
    // The space above the promotions is settled before they appear: they never move.
    expect(first).toBeDefined();
    expect(Math.abs(last - first!)).toBeLessThan(1);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, JSON.stringify(shifts)).toBeLessThan(0.005);
  });
}

test("home fetches each call and image once, with no failed request or console error", async ({
  page,
}) => {
  const counts = new Map<string, number>();
  const failures: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith("/api/") || path.startsWith("/common/") || req.resourceType() === "image") {
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
  });
  page.on("response", (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") failures.push(`console: ${msg.text()}`);
  });
  await page.goto(tenantUrl("classic", "/en"));
  await expect(page.getByRole("dialog", { name: "Announcement" })).toBeVisible();
  await expect(page.locator("section.promo-cards")).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const path of Object.values(CALLS)) expect(counts.get(path), path).toBe(1);
  // The announcement image (preloaded as soon as the answers name it) is fetched once too.
  expect(counts.get("/assets/tenants/classic/dialog.svg")).toBe(1);
  expect(Object.fromEntries([...counts].filter(([, n]) => n > 1))).toEqual({});
  expect(failures).toEqual([]);
});

test("the announcement image loads with priority, not lazily", async ({ page }) => {
  await page.goto(tenantUrl("classic", "/en"));
  const dialog = page.getByRole("dialog", { name: "Announcement" });
  const img = dialog.locator("img").first();
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("fetchpriority", "high");
});

test("carousel slides load when about to be shown, not at start", async ({ page }) => {
  await snoozeAnnouncements(page);
  const slides: string[] = [];
  page.on("request", (req) => {
    const m = /carousel-(\d+)\./.exec(req.url());
    if (m) slides.push(m[1]!);
  });
  await page.goto(tenantUrl("classic", "/en"));
  const carousel = page.getByRole("region", { name: "Highlights" });
  await expect(carousel.locator('[data-image-state="loaded"]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(slides).toEqual(["1"]);
  // The next slide's image loads by itself ahead of the automatic advance.
  await expect.poll(() => slides.slice(0, 2), { timeout: 8_000 }).toEqual(["1", "2"]);
  // A dot jumps to any slide, whose image then loads and shows.
  await carousel.getByRole("button", { name: "Show slide 3" }).click();
  await expect(
    carousel.getByRole("listitem", { name: "3 of 3" }).locator('[data-image-state="loaded"]'),
  ).toHaveCount(1);
  expect([...slides].sort()).toEqual(["1", "2", "3"]);
});
