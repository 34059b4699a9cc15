// System notifications (docs/product.md §10): the player opts in from settings with a tap (never on
// load); while the app is hidden, new chat messages and newly unread letters are shown by the
// service worker, whose notificationclick handler opens the conversation or the letter.
import {
  SHOW_NOTIFICATION,
  safeAppPath,
  type ShowNotificationMessage,
} from "../../../sw/messages.ts";

export type NotificationPermissionState = NotificationPermission | "unsupported";

export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window && "serviceWorker" in navigator;
}

export function notificationPermission(): NotificationPermissionState {
  return notificationsSupported() ? Notification.permission : "unsupported";
}

const permissionListeners = new Set<() => void>();

export function subscribePermission(listener: () => void): () => void {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

/** Call only from a tap handler: browsers (and players) refuse prompts that come from nowhere. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (!notificationsSupported()) return "unsupported";
  const result = await Notification.requestPermission();
  for (const l of permissionListeners) l();
  return result;
}

export interface AppNotification {
  title: string;
  body: string;
  url: string;
  tag: string;
  /** Unread letters + chat messages now, for the icon's badge (app-badge.ts: unreadTotal). */
  badge?: number;
}

/**
 * Asks the service worker to show a notification; only while the page is hidden (a visible app
 * shows its own badges) and only with permission. Resolves true when one was requested.
 */
export async function notifyWhenHidden(n: AppNotification): Promise<boolean> {
  if (notificationPermission() !== "granted" || !document.hidden) return false;
  const reg = await navigator.serviceWorker.ready;
  const message: ShowNotificationMessage = {
    type: SHOW_NOTIFICATION,
    title: n.title,
    body: n.body,
    url: safeAppPath(n.url),
    tag: n.tag,
    ...(n.badge === undefined ? {} : { badge: n.badge }),
  };
  if (reg.active) {
    reg.active.postMessage(message);
  } else {
    await reg.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
    });
  }
  return true;
}
