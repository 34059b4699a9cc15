// Messages between the page and the service worker. Pure values and types only: both the app
// (src/features/pwa) and the worker import this file.

/** Page → worker: activate the waiting worker (workbox-window sends the same shape). */
export const SKIP_WAITING = "SKIP_WAITING";
/** Page → worker: show a system notification (the page asks only while it is hidden). */
export const SHOW_NOTIFICATION = "SHOW_NOTIFICATION";
/** Worker → page: a notification was tapped while this window was open; route to `url`. */
export const NAVIGATE = "NAVIGATE";

export interface ShowNotificationMessage {
  type: typeof SHOW_NOTIFICATION;
  title: string;
  body: string;
  /** Same-origin path the app opens when the notification is tapped. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation / letter). */
  tag: string;
  /** Unread letters + unread chat messages now: the worker puts it on the icon (sw/badge.ts). */
  badge?: number;
}

export interface NavigateMessage {
  type: typeof NAVIGATE;
  url: string;
}

export function isShowNotificationMessage(data: unknown): data is ShowNotificationMessage {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    m.type === SHOW_NOTIFICATION &&
    typeof m.title === "string" &&
    typeof m.body === "string" &&
    typeof m.url === "string" &&
    typeof m.tag === "string" &&
    (m.badge === undefined || typeof m.badge === "number")
  );
}

export function isNavigateMessage(data: unknown): data is NavigateMessage {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.type === NAVIGATE && typeof m.url === "string";
}

/** Only same-origin paths may be opened from a notification (never an attacker-chosen origin). */
export function safeAppPath(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? url : "/";
}
