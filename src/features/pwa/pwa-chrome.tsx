import { useEffect } from "react";
import { useRouter } from "@tanstack/react-router";
import { isNavigateMessage } from "../../../sw/messages.ts";
import { listenForChatMessages } from "./chat-notifications";
import { startLetterPolling } from "./letter-notifications";
import { OfflineBanner } from "./offline-banner";
import { registerServiceWorker } from "./registration";
import { UpdatePrompt } from "./update-prompt";
import "./pwa.css";

/**
 * Mounted once by the root layout's PwaChrome (index.tsx), after the first screen has settled:
 * registers the service worker, runs the update check and the notification sources, and renders
 * the update prompt and the offline banner.
 */
export function PwaChrome() {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;

  useEffect(() => {
    void registerServiceWorker();
    const stops = [listenForChatMessages(), startLetterPolling()];
    return () => stops.forEach((stop) => stop());
  }, []);

  // A tapped notification with the app already open: the worker focuses this window and asks it
  // to route (no reload, so a half-typed chat message or form survives).
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (!isNavigateMessage(event.data)) return;
      if (router) router.history.push(event.data.url);
      else window.location.assign(event.data.url);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [router]);

  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
