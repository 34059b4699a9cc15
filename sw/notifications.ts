/// <reference lib="webworker" />
// Notification display and tap handling in the worker. The page asks for a notification with a
// SHOW_NOTIFICATION message (only while it is hidden); a tap focuses an open window of the app and
// routes it to the notification's url, or opens a new window there.
import {
  NAVIGATE,
  safeAppPath,
  type NavigateMessage,
  type ShowNotificationMessage,
} from "./messages.ts";
import { applyAppBadge } from "./badge.ts";

export interface NotificationData {
  url: string;
}

export async function showAppNotification(
  registration: ServiceWorkerRegistration,
  msg: ShowNotificationMessage,
  nav: Parameters<typeof applyAppBadge>[0] = globalThis.navigator,
): Promise<void> {
  const data: NotificationData = { url: safeAppPath(msg.url) };
  await Promise.all([
    registration.showNotification(msg.title, {
      body: msg.body,
      tag: msg.tag,
      data,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
    }),
    msg.badge === undefined ? undefined : applyAppBadge(nav, msg.badge),
  ]);
}

function urlOf(notification: Notification): string {
  const data = notification.data as Partial<NotificationData> | null;
  return safeAppPath(typeof data?.url === "string" ? data.url : "/");
}

/** Focus an existing window (and route it) or open a new one at the notification's url. */
export async function openNotificationTarget(
  clients: Clients,
  notification: Notification,
  origin: string,
): Promise<void> {
  notification.close();
  const path = urlOf(notification);
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const existing = windows.find((c) => new URL(c.url).origin === origin);
  if (existing) {
    let target: WindowClient = existing;
    try {
      target = await existing.focus();
    } catch {
      // Focusing needs the tap's activation; if the browser refuses, still route the window.
    }
    const message: NavigateMessage = { type: NAVIGATE, url: path };
    // The SPA routes itself (no reload, keeps state); see PwaChrome's worker-message listener.
    target.postMessage(message);
    return;
  }
  await clients.openWindow(new URL(path, origin).href);
}
