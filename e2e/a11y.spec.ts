// Axe on every route of docs/product.md §2, logged out and logged in, zh-hans and en in turn —
// zero violations; touch targets at least 44×44 px (the crawler's check, crawler/audit.ts); a visible focus indicator; usable at 200% zoom.
//
// Every screen of the route tree is checked by the route crawler (e2e/crawler/crawl.spec.ts): axe
// on every tenant as visitor and as member, in zh-hans and en, and tap targets in every crawl.
// This spec keeps what the crawler's one sample per route does not reach: the screens' other
// states (a refused frame URL, a lobby without a plate, a deposit without a channel, game
// records), the keyboard focus and 200% zoom.
import { expect, test, type Page } from "@playwright/test";
import { appStarted } from "./helpers/app-ready";
import { layoutFindings } from "./crawler/audit";
import { axeViolations } from "./helpers/axe";
import { loginAsDemo, tenantOrigin } from "./helpers/session";

/** Public screens in a state the crawler's samples (e2e/crawler/routes.ts) do not open. */
const PUBLIC_VARIANTS = [
  "/subgame",
  "/embedded?from=home&type=1&url=https%3A%2F%2Fevil.example%2F",
  "/iframe-page",
  "/promotion/promotion-details/1",
];

/** Member screens in a state the crawler's samples do not open. */
const MEMBER_VARIANTS = ["/member/deposit", "/member/records/game", "/member/notice/1"];

/** axe's result depends on the theme and the markup, hardly on its language: each state once. */
const LOCALES = ["zh-hans", "en"] as const;
const localeOf = (i: number) => LOCALES[i % LOCALES.length]!;

// axe walks every node; the lobby has hundreds of game tiles.
test.describe.configure({ timeout: 120_000 });

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // The network can go quiet before the first render on a slow machine (axe then found no <main>
  // and no <h1> on a member's home, once).
  await appStarted(page);
  await page.locator("main").first().waitFor();
}

/** Each variant in turn, in zh-hans and en alternately: axe's and the tap check's findings. */
async function findingsOf(page: Page, origin: string, routes: readonly string[]) {
  const findings: string[] = [];
  for (const [i, route] of routes.entries()) {
    const prefix = localeOf(i) === "en" ? "/en" : "";
    await page.goto(`${origin}${prefix}${route}`);
    await settle(page);
    for (const f of await axeViolations(page)) findings.push(`${prefix}${route}: axe ${f}`);
    for (const f of await layoutFindings(page, { taps: true }))
      findings.push(`${prefix}${route}: ${f}`);
  }
  return findings;
}

test("logged out: axe and touch targets on the screens' other states", async ({
  page,
  baseURL,
}) => {
  const findings = await findingsOf(page, tenantOrigin(baseURL!), PUBLIC_VARIANTS);
  expect(findings, findings.join("\n")).toEqual([]);
});

test("logged in: axe and touch targets on the screens' other states", async ({ page, baseURL }) => {
  const origin = tenantOrigin(baseURL!);
  await loginAsDemo(page, origin, { locale: "en" });
  const findings = await findingsOf(page, origin, MEMBER_VARIANTS);
  expect(findings, findings.join("\n")).toEqual([]);
});

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
