// A tapped notification with the app already open: the worker focuses this window and posts the
// screen to open (sw/notifications.ts); the app routes there without a reload, so a half-typed
// chat message or form survives. Listening starts with the app, not with the deferred PWA chrome,
// so a tap seconds after the window opened is not lost.
import { isNavigateMessage } from "../../../sw/messages.ts";

/** Starts listening; `navigate` gets the URL to open. Returns the stop. */
export function routeNotificationTaps(navigate: (url: string) => void): () => void {
  if (!("serviceWorker" in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (isNavigateMessage(event.data)) navigate(event.data.url);
  };
  navigator.serviceWorker.addEventListener("message", onMessage);
  return () => navigator.serviceWorker.removeEventListener("message", onMessage);
}
