// What the crawler checks on a screen, measured in the page (layout boxes, computed styles) by the
// functions of in-page.ts, which the engines suite (e2e/engines) runs in Firefox and WebKit too.
// Each check returns human-readable findings ([] when the screen passes), so one run lists every
// defect.
import type { Page } from "@playwright/test";
import { platformDatePattern } from "../../src/api/contract/platform-time";
import {
  brokenWords,
  contentAudit,
  layoutAudit,
  narrowScreens,
  pageOverflow,
  twoFrames,
  type LayoutChecks,
} from "./in-page";

/** Minimum tap target (WCAG 2.5.5, the app's own `.btn` minimum). */
export const MIN_TAP_PX = 44;

/** Widths the layout must fit without horizontal scrolling: a small and a common phone. */
export const PHONE_WIDTHS = [320, 390] as const;
export const PHONE = { width: 390, height: 844 } as const;
/** 200% browser zoom of the common phone: the CSS viewport is half as wide and high. */
export const ZOOMED = { width: PHONE.width / 2, height: PHONE.height / 2 } as const;

/** Waits until the page is laid out after a resize (two animation frames). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(twoFrames);
}

/** `#root` shows text a person can read (not only a spinner or an empty shell). */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => (document.getElementById("root")?.innerText ?? "").trim());
}

/** The document scrolls sideways: the page width and the elements that stick out. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(pageOverflow);
}

/** Layout checks of one screen at its current viewport (in-page.ts `layoutAudit`). */
export function layoutFindings(page: Page, which: LayoutChecks): Promise<string[]> {
  return page.evaluate(layoutAudit, { which, minTap: MIN_TAP_PX });
}

/** A screen narrower than its column, sized by its content (in-page.ts `narrowScreens`). */
export function narrowScreenFindings(page: Page): Promise<string[]> {
  return page.evaluate(narrowScreens);
}

/** Text broken inside a word, in any language (in-page.ts `brokenWords`). */
export function wordBreakFindings(page: Page): Promise<string[]> {
  return page.evaluate(brokenWords);
}

/** The game categories' English names (the platform's and any the app once used). */
const ENGLISH_CATEGORIES = [
  "Slots",
  "Live casino",
  "Sports",
  "Lottery",
  "Chess & cards",
  "Cards",
  "Fishing",
];

/**
 * Operator content as a person reads it (in-page.ts `contentAudit`): no number for a menu icon,
 * no English category name on a page in another language, every date in the locale's one format.
 */
export function contentFindings(page: Page, locale: string): Promise<string[]> {
  return page.evaluate(contentAudit, {
    englishCategories: locale === "en" ? null : ENGLISH_CATEGORIES,
    datePattern: platformDatePattern(locale),
  });
}

/**
 * The installed app has no browser back button: a screen that is not one of the tab bar's own
 * (its tab marked current) must offer, outside the tab bar, a visible control named `names` (the
 * locale's "Back", "Home", …). Returns a finding, or "" when the screen has its way back.
 */
export function wayBackFinding(page: Page, names: readonly string[]): Promise<string> {
  return page.evaluate((names) => {
    const tabbar = document.querySelector("nav.tabbar");
    if (tabbar?.querySelector("a[aria-current='page']")) return "";
    const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
    const controls = document.querySelectorAll<HTMLElement>("#root a[href], #root button");
    for (const el of controls) {
      if (tabbar?.contains(el) || el.closest("[aria-hidden='true'], [inert]")) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const name = (el.getAttribute("aria-label") ?? el.innerText).trim().toLowerCase();
      if (wanted.has(name)) return "";
    }
    return `no way back or home (a control named ${names.map((n) => `"${n}"`).join(" or ")})`;
  }, names);
}

/**
 * A form's main button is in view when its screen opens, above the tab bar, without scrolling.
 * Returns a finding, or "" when it is.
 */
export function foldFinding(page: Page, name: string): Promise<string> {
  return page.evaluate((name) => {
    const button = [...document.querySelectorAll<HTMLElement>("#root button")].find(
      (b) => b.innerText.trim() === name,
    );
    if (!button) return `no "${name}" button`;
    const bar = document.querySelector("nav.tabbar")?.getBoundingClientRect();
    const end = bar && bar.height > 0 ? bar.top : window.innerHeight;
    const bottom = button.getBoundingClientRect().bottom + window.scrollY;
    return bottom <= end
      ? ""
      : `"${name}" is below the fold: its bottom at ${Math.round(bottom)} px, the screen shows ${Math.round(end)} px`;
  }, name);
}
