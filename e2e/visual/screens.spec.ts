// Visual baselines of the main screens at 390 × 844, in zh-hans, and of the public screens at
// 320, 820 and 1440 px in en and th (phone, tablet with the side rail, desktop), against the built
// app and the reference platform. Stable on a fresh machine: text is drawn in Noto Sans CJK SC and
// Thai in Garuda (the fonts .ci/run installs; the machine's other fonts never decide a glyph), the
// clock is fixed,
// motion is reduced (the carousel and the marquee stand still), animations and carets are off,
// and what differs per run (the fresh member's name, dates of its records) is masked.
// Update after an intended change: `npm run test:visual:update` (README, "Visual baselines").
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../../src/api/contract/locales";
import { appStarted } from "../helpers/app-ready";
import { tr } from "../helpers/catalog";
import { freshMember } from "../member-helpers";
import {
  imageBoxesLoadingOnScreen,
  snoozeAnnouncements,
  TENANTS,
  tenantUrl,
  type TenantKey,
} from "../visitor-helpers";
import { PHONE } from "../crawler/audit";
import { raiseUpdatePrompt, startUpdatedServer, type UpdatedServer } from "./update-server";

const LOCALE = "zh-hans";
const FIXED_NOW = new Date("2026-11-23T08:00:00Z");

test.use({
  viewport: PHONE,
  deviceScaleFactor: 1,
  reducedMotion: "reduce",
  serviceWorkers: "block",
  timezoneId: "Asia/Shanghai",
});
test.describe.configure({ mode: "parallel" });

/** One font for every glyph (Latin and CJK; Thai in its own), whatever else the machine has. */
const ONE_FONT = `*, *::before, *::after { font-family: "Noto Sans CJK SC", "Garuda" !important; }`;

async function prepare(page: Page) {
  await page.clock.setFixedTime(FIXED_NOW);
  await snoozeAnnouncements(page);
}

async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await page.addStyleTag({ content: ONE_FONT });
  await appStarted(page);
  // Every image that is in the layout has loaded (or failed to its placeholder), and every tenant
  // image box on screen has mounted its picture.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((img) => img.complete || img.loading === "lazy"),
      ),
    )
    .toBe(true);
  await expect.poll(() => imageBoxesLoadingOnScreen(page)).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function snap(page: Page, name: string, mask: Locator[] = []) {
  await expect(page).toHaveScreenshot(`${name}.png`, { mask, fullPage: false });
}

for (const tenant of TENANTS) {
  test(`home of the ${tenant} tenant`, async ({ page }) => {
    await prepare(page);
    await page.goto(tenantUrl(tenant, `/${LOCALE}`));
    await settle(page, page.getByRole("navigation").first());
    await snap(page, `home-${tenant}`);
  });
}

test("lobby", async ({ page }) => {
  await prepare(page);
  await page.goto(tenantUrl("classic", `/${LOCALE}/subgame/slot`));
  await settle(page, page.getByRole("list").first());
  await snap(page, "lobby");
});

test("login", async ({ page }) => {
  await prepare(page);
  await page.goto(tenantUrl("classic", `/${LOCALE}/login`));
  await settle(page, page.getByRole("heading", { level: 1 }));
  await snap(page, "login");
});

test("settings", async ({ page }) => {
  await prepare(page);
  await page.goto(tenantUrl("classic", `/${LOCALE}/setting`));
  // The notification settings are their own chunk: the screen is complete once they are in.
  await settle(page, page.getByRole("button", { name: tr(LOCALE, "pwa", "Enable notifications") }));
  // The build's version line changes with every build.
  await snap(page, "settings", [page.getByText(/^(版本|Version) /)]);
});

test("chat", async ({ page }) => {
  await prepare(page);
  await page.goto(tenantUrl("elec", `/${LOCALE}/messageChat`));
  await settle(page, page.getByRole("textbox").first());
  await snap(page, "chat", [page.locator("time")]);
});

const MEMBER_SCREENS = [
  ["member-centre", "/centre"],
  ["deposit", "/member/deposit"],
  ["withdrawal", "/member/withdrawal"],
  ["transfer", "/member/money-change"],
  ["letters", "/member/notice"],
] as const;

for (const [name, path] of MEMBER_SCREENS) {
  test(`member screen: ${name}`, async ({ page }) => {
    await prepare(page);
    const member = await freshMember(page, tenantUrl("classic"), LOCALE);
    await page.goto(tenantUrl("classic", `/${LOCALE}${path}`));
    await settle(page, page.getByRole("heading", { level: 1 }).first());
    await snap(page, name, [page.getByText(member.userName), page.locator("time")]);
  });
}

test("offline banner", async ({ page, context }) => {
  await prepare(page);
  await page.goto(tenantUrl("classic", `/${LOCALE}`));
  await settle(page, page.getByRole("navigation").first());
  // The banner's live region is mounted with the PWA chrome, once the first screen has settled.
  await expect(page.locator(".pwa-offline")).toBeAttached({ timeout: 30_000 });
  await context.setOffline(true);
  await expect(page.locator(".pwa-offline__text")).toBeVisible();
  await snap(page, "offline-banner");
  await context.setOffline(false);
});

test.describe("update prompt", () => {
  test.use({ serviceWorkers: "allow" });
  let server: UpdatedServer | null = null;
  test.afterAll(async () => {
    await server?.stop();
  });

  test("update prompt", async ({ page }) => {
    test.setTimeout(90_000);
    server = await startUpdatedServer(61);
    await prepare(page);
    const prompt = await raiseUpdatePrompt(page, server, `/${LOCALE}`);
    await settle(page, prompt);
    await snap(page, "update-prompt");
  });
});

/** Phone, tablet and desktop: the widths the layout changes at. */
const WIDTHS = [320, 820, 1440] as const;
/** The public screens, opened as the app opens them (client-side) after one page load. */
const WIDE_ROUTES = {
  home: { path: "", ready: (page: Page) => page.getByRole("navigation").first() },
  lobby: { path: "/subgame", ready: (page: Page) => page.locator("main .game-tile").first() },
  login: { path: "/login", ready: (page: Page) => page.getByRole("heading", { level: 1 }) },
} as const;
type WideRoute = keyof typeof WIDE_ROUTES;
/**
 * Classic's home in both languages, its lobby in en and login in th; each other tenant's own layout where it differs
 * most (elec's dark home, lottery's four-across lobby, tq's dense quick menu). Few screens: each
 * costs about a second and a half of the suite's time.
 */
const WIDE: [TenantKey, Locale, WideRoute[]][] = [
  ["classic", "en", ["home", "lobby"]],
  ["classic", "th", ["home", "login"]],
  ["elec", "en", ["home"]],
  ["lottery", "en", ["lobby"]],
  ["tq", "en", ["home"]],
];

for (const [tenant, locale, routes] of WIDE) {
  test(`${tenant} in ${locale} at ${WIDTHS.join(", ")} px: ${routes.join(", ")}`, async ({
    page,
  }) => {
    await prepare(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(tenantUrl(tenant, `/${locale}`));
    await settle(page, WIDE_ROUTES.home.ready(page));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      for (const name of routes) {
        const route = WIDE_ROUTES[name];
        await page.evaluate((href) => {
          history.pushState(history.state, "", href);
          window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
          window.scrollTo(0, 0);
        }, `/${locale}${route.path}`);
        await settle(page, route.ready(page));
        await snap(page, `${tenant}-${locale}-${name}-${width}`);
      }
    }
  });
}
