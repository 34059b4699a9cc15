import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules of issue 8: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe's violations on the page as it is now, one line each ("rule: target | target | target"),
 * [] when none. Entrance transitions are let finish first: a half-faded element has the wrong
 * contrast. (Endless animations, like a spinner, are not waited for.) Framed pages are left out:
 * a game or an operator's page is not the app's markup (and axe, run inside a sandboxed frame,
 * fails its own requests for the frame's stylesheets).
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
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .exclude("iframe")
    // Passes and incomplete results are not read: axe then keeps one node of each (faster).
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}
