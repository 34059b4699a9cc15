// Issue 8: axe on every route of spec §2, logged out and logged in, in both locales — zero
// violations; touch targets at least 44×44 px; a visible focus indicator; usable at 200% zoom.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { appStarted } from "./helpers/app-ready";
import { loginAsDemo, tenantOrigin } from "./helpers/session";

const PUBLIC_ROUTES = [
  "/",
  "/subgame",
  "/subgame/slot",
  "/game-slot/slot",
  "/embedded?from=home&type=1&url=https%3A%2F%2Fevil.example%2F",
  "/iframe-page",
  "/demo",
  "/login",
  "/register",
  "/protocal",
  "/promotion",
  "/promotion/promotion-details/1",
  "/setting",
  "/message",
];

const MEMBER_ROUTES = [
  "/centre",
  "/member/deposit",
  "/member/deposit/virtual-wallet-transfer",
  "/member/withdrawal",
  "/member/money-change",
  "/member/bankcards",
  "/member/bankcards/bindbank",
  "/setting/changepwd",
  "/setting/changewithdrawalpwd",
  "/setting/authenticator",
  "/setting/changevipinfo",
  "/member/notice",
  "/member/records/game",
  "/member/records/trade",
  "/member/return",
  "/member/setting",
];

/** Public screens whose chrome changes for a member (tab bar, drawer, header). */
const PUBLIC_ROUTES_AS_MEMBER = ["/", "/game-slot/slot", "/promotion", "/setting", "/message"];

const LOCALES = ["zh-hans", "en"] as const;

// axe walks every node; the lobby has hundreds of game tiles.
test.describe.configure({ timeout: 120_000 });

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // The network can go quiet before the first render on a slow machine (axe then found no <main>
  // and no <h1> on a member's home, once).
  await appStarted(page);
  await page.locator("main").first().waitFor();
  // Let entrance animations and the balance animation finish before measuring contrast.
  await page.waitForTimeout(300);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Buttons and button-like controls must offer a 44×44 px touch target. */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, [role="button"], [role="tab"], input[type="submit"], nav a, [role="menuitem"]';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden") continue;
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      if (r.width < 43.5 || r.height < 43.5) {
        small.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
      }
    }
    return small;
  });
}

for (const locale of LOCALES) {
  test.describe(`logged out, ${locale}`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`axe + touch targets: ${route}`, async ({ page, baseURL }) => {
        const prefix = locale === "en" ? "/en" : "";
        await page.goto(`${tenantOrigin(baseURL!)}${prefix}${route === "/" ? "" : route}`);
        await settle(page);
        await expectNoViolations(page);
        expect(await smallTouchTargets(page)).toEqual([]);
      });
    }
  });

  test.describe(`logged in, ${locale}`, () => {
    for (const route of [...PUBLIC_ROUTES_AS_MEMBER, ...MEMBER_ROUTES]) {
      test(`axe + touch targets: ${route}`, async ({ page, baseURL }) => {
        const origin = tenantOrigin(baseURL!);
        await loginAsDemo(page, origin, { locale });
        const prefix = locale === "en" ? "/en" : "";
        await page.goto(`${origin}${prefix}${route === "/" ? "" : route}`);
        await settle(page);
        await expectNoViolations(page);
        expect(await smallTouchTargets(page)).toEqual([]);
      });
    }
  });
}

test("keyboard focus is visible on controls", async ({ page, baseURL }) => {
  await page.goto(`${tenantOrigin(baseURL!)}/en/login`);
  await settle(page);
  const button = page.getByRole("button", { name: "Log in" }).first();
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const indicator = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== "none" && s.outlineWidth !== "0px", shadow: s.boxShadow };
  });
  expect(indicator.outline || indicator.shadow !== "none").toBe(true);
});

test("works at 200% zoom: no horizontal scrolling on home, lobby and login", async ({
  page,
  baseURL,
}) => {
  // 200% zoom on a 412-px-wide phone leaves a 206-CSS-px layout viewport.
  await page.setViewportSize({ width: 206, height: 458 });
  for (const route of ["/en", "/en/game-slot/slot", "/en/login"]) {
    await page.goto(`${tenantOrigin(baseURL!)}${route}`);
    await settle(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(1);
  }
});
