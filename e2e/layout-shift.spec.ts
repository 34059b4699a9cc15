// Layout shift (CLS ≤ 0.02 in the Lighthouse budget, stricter here): content that arrives late
// must land in space kept for it, on every tenant's home, lobbies and login. Whether an answer
// comes before or after the first paint is a matter of timing, so a single load shows a shift
// only sometimes; each case below makes one order happen every time:
// - held: the matching answers wait until the screen has painted without them, then go — all of
//   them, or on home one call at a time once everything else is on screen (home's sections appear
//   top-down, so a section that reads a late call and sits above others must keep its space);
// - delayed: home's calls answer in a fixed staggered order, and the promotions, once drawn,
//   never move;
// - login: the form is not drawn while site config (its captcha flag) is held, and comes with the
//   company name in the same render; lottery's slider captcha keeps its board's room.
import { expect, test, type Page } from "@playwright/test";
import { holdRequests } from "./helpers/hold";
import { tenantOrigin, type Tenant } from "./helpers/session";
import { imageBoxesLoadingOnScreen } from "./visitor-helpers";

test.describe.configure({ mode: "parallel" });

const TENANTS: Tenant[] = ["classic", "elec", "lottery", "tq"];
/** With every answer late on purpose, nothing should move at all. */
const MAX_SHIFT = 0.005;

declare global {
  interface Window {
    __shifts: Array<[number, string]>;
    __promoFirstTop: number | undefined;
  }
}

/**
 * Records layout shifts (without recent input) before the page's own scripts run, and where the
 * promotions first appeared (page coordinates).
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (e.hadRecentInput) continue;
        const what = (e.sources ?? [])
          .map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}` : "?";
          })
          .join(", ");
        window.__shifts.push([e.value, what]);
      }
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver(() => {
      if (window.__promoFirstTop !== undefined) return;
      const promo = document.querySelector("section.promo-cards");
      if (promo) window.__promoFirstTop = promo.getBoundingClientRect().top + window.scrollY;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Until no request has started or ended for a while, the held ones still pending: what is not
 * held is on screen. (Not "networkidle": the held answer keeps the app's idle-time work waiting
 * for its cap, and the carousel's next slides load meanwhile.)
 */
async function everythingElseArrived(page: Page, quietMs = 400) {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on("request", touch).on("requestfinished", touch).on("requestfailed", touch);
  await expect.poll(() => Date.now() - last, { intervals: [100] }).toBeGreaterThanOrEqual(quietMs);
  page.off("request", touch).off("requestfinished", touch).off("requestfailed", touch);
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Once the page has settled, its recorded shifts add up to no more than MAX_SHIFT. */
async function expectNothingMovedOnceSettled(page: Page) {
  await page.waitForLoadState("networkidle");
  await frames(page);
  const shifts = await page.evaluate(() => window.__shifts);
  const total = shifts.reduce((sum, [v]) => sum + v, 0);
  expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
}

const PAGES = [
  ["home", "/en"],
  ["subgame", "/en/subgame"],
  ["slot", "/en/game-slot"],
] as const;

const LATE: Record<string, RegExp> = {
  "every answer": /\/api\//,
  "the company info": /\/api\/Activity\/GetCompanyInfo/,
  "the catalogue": /\/api\/Activity\/GetGameList/,
  // On a busy machine the catalogue can be in before the screen's code: the first render then
  // draws the grid at once, before the start-up has applied the tenant's layout preset (its
  // columns: lottery four, elec two, not the default three).
  "the screen's code": /\/assets\/lobby-screen-[^/]*\.js$/,
};

for (const tenant of TENANTS) {
  for (const [name, path] of PAGES) {
    const late =
      name === "home"
        ? ["every answer", "the company info", "the catalogue"]
        : name === "subgame" && (tenant === "lottery" || tenant === "elec")
          ? ["every answer", "the screen's code"]
          : ["every answer"];
    for (const what of late) {
      test(`${tenant} ${name}: ${what} arriving after the first paint moves nothing`, async ({
        page,
        baseURL,
      }) => {
        await recordShifts(page);
        const release = await holdRequests(page, LATE[what]!);
        const codeHeld = what === "the screen's code";
        const catalogueIn = codeHeld ? page.waitForResponse(LATE["the catalogue"]!) : null;
        await page.goto(`${tenantOrigin(baseURL!, tenant)}${path}`);
        if (catalogueIn) await catalogueIn;
        else await expect(page.locator("main")).toBeVisible();
        if (what !== "every answer" && !codeHeld) await everythingElseArrived(page);
        await frames(page);
        release();
        if (name !== "home") await expect(page.locator("main .game-tile").first()).toBeVisible();
        await expectNothingMovedOnceSettled(page);
      });
    }
  }
}

const CALLS = {
  company: "/api/Activity/GetCompanyInfo",
  menus: "/api/Manage/GetAppShortMenu",
  catalogue: "/api/Activity/GetGameList",
} as const;

/**
 * Home's calls answering in a set order (ms of delay each); the late game list and company info
 * alone are the held cases above.
 */
const ORDERS: { name: string; delays: Partial<Record<keyof typeof CALLS, number>> }[] = [
  { name: "no delay", delays: {} },
  { name: "slow short menus", delays: { menus: 1500 } },
  {
    name: "promotions first, the rest staggered",
    delays: { company: 400, menus: 900, catalogue: 1400 },
  },
];

for (const { name, delays } of ORDERS) {
  test(`classic home: the promotions never move and nothing shifts (${name})`, async ({
    page,
    baseURL,
  }) => {
    await recordShifts(page);
    for (const [call, ms] of Object.entries(delays) as [keyof typeof CALLS, number][]) {
      await page.route(
        (url) => url.pathname === CALLS[call],
        async (route) => {
          await new Promise((r) => setTimeout(r, ms));
          await route.continue();
        },
      );
    }
    await page.goto(`${tenantOrigin(baseURL!, "classic")}/en`);
    const promo = page.locator("section.promo-cards");
    await expect(promo).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Every image on screen has settled (loaded or placeholder) before the final measure. Boxes
    // further down stay "loading": their <img> mounts once they come near the viewport.
    await expect.poll(() => imageBoxesLoadingOnScreen(page)).toBe(0);
    const { first, last } = await page.evaluate(() => ({
      first: window.__promoFirstTop,
      last:
        document.querySelector("section.promo-cards")!.getBoundingClientRect().top + window.scrollY,
    }));
    // The space above the promotions is settled before they appear: they never move.
    expect(first).toBeDefined();
    expect(Math.abs(last - first!)).toBeLessThan(1);
    await expectNothingMovedOnceSettled(page);
  });
}

for (const tenant of TENANTS) {
  test(`${tenant} login: the form waits for site config and, with every answer late, moves nothing`, async ({
    page,
    baseURL,
  }) => {
    await recordShifts(page);
    const release = await holdRequests(page, LATE["every answer"]!);
    const asked = page.waitForRequest(/\/api\/v3\/common\/site-config/);
    await page.goto(`${tenantOrigin(baseURL!, tenant)}/en/login`);
    const logIn = page.getByRole("button", { name: "Log in", exact: true });
    // While site config is held, the form is not drawn at all (nothing to move later)…
    await asked;
    await frames(page);
    await expect(logIn).toBeHidden();
    release();
    // …and once it comes, the company name is there in the same render as the form.
    await expect(logIn).toBeVisible();
    await expect(page.locator(".auth__company")).not.toBeEmpty();
    if (tenant === "lottery") {
      await expect(page.locator(".slider-captcha__board img").first()).toBeVisible();
    }
    await expectNothingMovedOnceSettled(page);
  });
}
