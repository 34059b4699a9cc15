import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` until the returned function is called, to see what a
 * player sees while that resource is slow (start-up order, reserved space).
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
