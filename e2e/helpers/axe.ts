import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions, run } from "axe-core";

/** The rules: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** axe-core's browser build (the one @axe-core/playwright injects). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe's violations on the page as it is now, one line each ("rule: target | target | target"),
 * [] when none. Entrance transitions are let finish first: a half-faded element has the wrong
 * contrast. (Endless animations, like a spinner, are not waited for.) Framed pages are left out:
 * a game or an operator's page is not the app's markup (and axe, run inside a sandboxed frame,
 * fails its own requests for the frame's stylesheets).
 *
 * axe-core runs in the page itself (`axe.run`), put into a document once: @axe-core/playwright's
 * `AxeBuilder.analyze()` injected its 580 kB into every frame again on each call and finished
 * each run in a new blank tab — ~3.5 s a screen on a 2-core machine, half of the route crawler's
 * time (2026-11-27). The crawler opens its screens within one document, so axe is injected once a
 * crawl.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: "tag", values: AXE_TAGS },
    // Passes and incomplete results are not read: axe then keeps one node of each (faster).
    resultTypes: ["violations"],
    iframes: false,
  };
  return page.evaluate(async (opts) => {
    const axe = (window as unknown as { axe: { run: typeof run } }).axe;
    const results: AxeResults = await axe.run({ exclude: [["iframe"]] }, opts);
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
  }, options);
}
