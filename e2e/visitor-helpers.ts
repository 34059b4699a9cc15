// Helpers shared by the visitor e2e specs: tenant URLs and test seams.
import type { Page } from "@playwright/test";
import { baseURL } from "../playwright.config";

export const TENANTS = ["classic", "elec", "lottery", "tq"] as const;
export type TenantKey = (typeof TENANTS)[number];

/** http://<tenant>.localhost:<port><path> (Chromium resolves *.localhost to loopback). */
export function tenantUrl(tenant: TenantKey, path = "/"): string {
  const url = new URL(baseURL);
  url.hostname = `${tenant}.localhost`;
  return new URL(path, url).href;
}

/** The home announcement dialog already dismissed for today ('no reminder today'). */
export async function snoozeAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run in every frame; a sandboxed frame (iframe-page, embedded) has no storage.
    if (window !== window.top) return;
    localStorage.setItem("closeToday", "true");
    localStorage.setItem("todayTimeStamp", String(Date.now()));
  });
}

let counter = 0;
/** A fresh valid username: a letter then letters/digits, 4–16 long. */
export function freshUserName(): string {
  counter += 1;
  return `v${Date.now().toString(36).slice(-7)}${counter}${Math.floor(Math.random() * 1e4)}`.slice(
    0,
    16,
  );
}

/**
 * How many tenant image boxes on screen are still loading. A lazy box off screen stays "loading"
 * until it comes near the viewport (src/features/media/near-viewport.ts), so a settled page is
 * one where this is 0, not one where no box anywhere is loading.
 */
export function imageBoxesLoadingOnScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('[data-image-state="loading"]')].filter((b) => {
        const r = b.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      }).length,
  );
}
