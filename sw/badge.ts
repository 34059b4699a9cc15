// The installed app's icon badge (Badging API): the number of unread letters plus unread
// chat messages. Shared by the page (src/features/pwa/app-badge.ts) and the service worker (which
// sets it when a notification arrives, the page being hidden). A no-op where the browser has no
// Badging API or refuses (not installed, no permission): a badge is never worth an error.

interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Shows `count` on the icon, or clears the badge at 0. */
export async function applyAppBadge(nav: BadgeNavigator, count: number): Promise<void> {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  try {
    if (n > 0) await nav.setAppBadge?.(n);
    else await nav.clearAppBadge?.();
  } catch {
    // Unsupported here or not allowed (e.g. not installed): the badge is best effort.
  }
}
