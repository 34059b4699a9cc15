import type { Worker } from "@playwright/test";

/**
 * Taps the worker's first shown notification. Headless Chromium cannot tap a system
 * notification, so this dispatches the worker's notificationclick with the real notification;
 * the app's handler focuses a window (or is refused focus without a real tap) and routes it.
 */
export async function tapFirstNotification(worker: Worker): Promise<void> {
  await worker.evaluate(async () => {
    // Worker globals, typed locally (the e2e files compile against the DOM library).
    const sw = self as unknown as {
      registration: { getNotifications(): Promise<object[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: object }) => Event;
    };
    const [notification] = await sw.registration.getNotifications();
    if (!notification) throw new Error("no notification is shown");
    try {
      sw.dispatchEvent(new sw.NotificationEvent("notificationclick", { notification }));
    } catch {
      // waitUntil() throws for an untrusted event after the handler has started its work.
    }
  });
}
