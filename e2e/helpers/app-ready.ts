import type { Page } from "@playwright/test";
import { screenIsRendered } from "../crawler/in-page";

// When a screen can be judged. The network going quiet is not enough: on a slow machine it goes
// quiet before the app has rendered (the boot indicator still in #root, which carries aria-busy
// until the first render), or while the router still shows its loading overlay for a route
// (role progressbar, aria-busy; src/features/shell/feedback-layer.tsx).

/** Until the app's first render has replaced the boot indicator. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("aria-busy"));
}

/**
 * Until the app has started and no loading overlay shows, within `timeoutMs`; false when an
 * overlay was still there then (a screen that never finishes loading is a finding, not a wait).
 */
export function screenRendered(page: Page, timeoutMs: number): Promise<boolean> {
  return page.waitForFunction(screenIsRendered, undefined, { timeout: timeoutMs }).then(
    () => true,
    () => false,
  );
}
