// The route crawler: every screen of the generated route tree, with sample params, on every
// tenant as a visitor and as a member, the screens' languages rotating so that every screen is
// seen in every locale (routes.ts `crawlPlan`), in the built app against the reference platform. Per
// screen: readable text in #root, no console error, no failed request, no sideways scrolling at
// 320 and 390 px, no screen narrower than its column (sized by its content), no text larger than
// the screen title, tap targets of at least 44 px, and at 200% zoom no wrapped text spilling out
// of its box; no line broken inside a word (Intl.Segmenter's boundaries; in Chinese, short labels
// only); the brand and headings never cut short, no fixed chrome over a header, no button left
// alone on the last line of a wrapping row, a menu's labels in one colour, a row of tabs with its
// icons in line, a header's back, title and menu on its first line; no menu icon that is a
// number, no link or picture on a placeholder host (example.com, .test, .invalid), no picture that
// is initials on a plain shape,
// no banner or promotion headline in another language than the page's, no English category name
// on a page in another language, every date in the locale's one format, a selected option filled apart from
// its row; a way back or home off the tab bar's own screens (the installed app has no
// browser back button); no axe violation (WCAG 2.1 AA and best practices) on each screen's first
// visit in a crawl. One browser context per crawl; the viewport is resized within the page.
// Findings are collected and listed together at the end.
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, type Page, type Request } from "@playwright/test";
import { appStarted, screenRendered } from "../helpers/app-ready";
import { axeViolations } from "../helpers/axe";
import { localeTag } from "../../src/api/contract/locales";
import { tr } from "../helpers/catalog";
import { freshMember } from "../member-helpers";
import { snoozeAnnouncements, TENANTS, tenantUrl } from "../visitor-helpers";
import {
  foldFinding,
  contentFindings,
  horizontalOverflow,
  layoutFindings,
  narrowScreenFindings,
  nextFrames,
  PHONE,
  PHONE_WIDTHS,
  visibleText,
  wayBackFinding,
  wordBreakFindings,
  ZOOMED,
} from "./audit";
import { CRAWL_LOCALES, crawlPlan, localized, type CrawlLocale } from "./routes";

/** The phone's own width first (the screen opens at it), then the others. */
const WIDTHS = [PHONE.width, ...PHONE_WIDTHS.filter((w) => w !== PHONE.width)];

/** What a control that leads back or home is called, in each locale (from its catalogs). */
const WAY_BACK = Object.fromEntries(
  CRAWL_LOCALES.map((l) => [
    l,
    ["Back", "Home", "Back to home", "Back to messages", "Leave game"].map((m) =>
      tr(l, "shell", m),
    ),
  ]),
) as Record<CrawlLocale, string[]>;

/** Screens whose main button must be in view when they open, at the phone's size. */
const ABOVE_THE_FOLD: Record<string, [feature: string, message: string]> = {
  "/{-$locale}/_member/member/deposit/{-$from}": ["wallet", "Confirm deposit"],
};

/** How long a screen may show the router's loading overlay after the network went quiet. */
const STILL_LOADING_MS = 15_000;

test.describe.configure({ mode: "parallel" });
test.use({ viewport: PHONE, serviceWorkers: "block" });

/** Watches a page's console errors, uncaught errors and failed requests between two marks. */
function watchErrors(page: Page, origin: string) {
  let errors: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("request", (r) => {
    inFlight.add(r);
    lastChange = Date.now();
  });
  page.on("requestfinished", async (r) => {
    settle(r);
    const res = await r.response();
    if (res && res.status() >= 400) errors.push(`HTTP ${res.status()} ${short(r.url())}`);
  });
  page.on("requestfailed", (r) => {
    settle(r);
    // Aborted by the page itself: a query cancelled as its screen closes, not a failure to see.
    if (r.failure()?.errorText === "net::ERR_ABORTED") return;
    errors.push(`request failed (${r.failure()?.errorText}): ${short(r.url())}`);
  });
  const short = (url: string) => url.replace(origin, "");
  return {
    /** Findings since the last call. */
    take() {
      const out = errors;
      errors = [];
      return out;
    },
    /**
     * Until no request (streams aside) has started or ended for `quietMs` since the call. Short:
     * a screen's requests start as it opens, and what it asks later is still caught at the end of
     * its checks (`take`) or, at the latest, reported with the next screen.
     */
    async quiet(quietMs = 100, maxMs = 5_000) {
      const start = Date.now();
      const until = start + maxMs;
      while (Date.now() < until) {
        const open = [...inFlight].filter((r) => r.resourceType() !== "eventsource");
        if (open.length === 0 && Date.now() - Math.max(lastChange, start) >= quietMs) return;
        // A timer of this process: page.waitForTimeout is a round trip to the browser each time.
        await sleep(25);
      }
    },
  };
}

/**
 * The first screen loads the app; the others are opened as the app opens them (a history entry the
 * router follows), several times faster than a fresh load per screen. Start-up itself is covered
 * by startup.spec.ts and the visitor specs.
 */
async function open(page: Page, url: string, first: boolean) {
  if (first) {
    await page.goto(url);
    await appStarted(page);
    return;
  }
  await page.evaluate((href) => {
    window.scrollTo(0, 0);
    history.pushState(history.state, "", href);
    window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  }, url);
}

for (const { tenant, role, visits } of crawlPlan(TENANTS)) {
  test(`${tenant} · ${role}: every screen, in every language in turn, is usable and accessible`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const origin = new URL(tenantUrl(tenant)).origin;
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    await snoozeAnnouncements(page);
    if (role === "member") await freshMember(page, origin, visits[0]!.locale);
    const watch = watchErrors(page, origin);
    const findings: string[] = [];
    for (const [i, { route, locale, axe }] of visits.entries()) {
      const url = localized(locale, route.path);
      const note = (what: string) => findings.push(`${url}: ${what}`);
      await page.setViewportSize(PHONE);
      await open(page, `${origin}${url}`, i === 0);
      await watch.quiet();
      // Once rendered: a member's /zh-hans/login was once judged "no text" on the router's
      // loading overlay, after the network had gone quiet on a slow machine.
      const rendered = await screenRendered(page, STILL_LOADING_MS);
      if (!rendered) note(`still loading after ${STILL_LOADING_MS / 1000} s`);
      // The screen is in its locale's language (the prefix changed with the last screen).
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== localeTag(locale)) note(`lang="${lang}", not ${localeTag(locale)}`);
      if (!(await visibleText(page))) note("#root shows no text");
      for (const f of await layoutFindings(page, { fonts: true, taps: true })) note(f);
      for (const f of await narrowScreenFindings(page)) note(f);
      for (const f of await contentFindings(page, locale)) note(f);
      if (route.path !== "/") {
        const noWayBack = await wayBackFinding(page, WAY_BACK[locale]);
        if (noWayBack) note(noWayBack);
      }
      const main = ABOVE_THE_FOLD[route.id];
      if (main) {
        const below = await foldFinding(page, tr(locale, ...main));
        if (below) note(below);
      }
      if (axe) for (const v of await axeViolations(page)) note(`axe ${v}`);
      for (const width of WIDTHS) {
        // The screen is open at the phone's width already: only the other widths need a resize.
        if (width !== PHONE.width) {
          await page.setViewportSize({ width, height: PHONE.height });
          await nextFrames(page);
        }
        for (const f of await horizontalOverflow(page)) note(`at ${width}px: ${f}`);
        for (const f of await layoutFindings(page, { images: true, cuts: true })) {
          note(`at ${width}px: ${f}`);
        }
        for (const f of await wordBreakFindings(page)) note(`at ${width}px: ${f}`);
      }
      await page.setViewportSize(ZOOMED);
      await nextFrames(page);
      for (const f of await layoutFindings(page, { wraps: true })) note(`at 200% zoom: ${f}`);
      for (const f of watch.take()) note(f);
    }
    await context.close();
    expect(findings, findings.join("\n")).toEqual([]);
  });
}
