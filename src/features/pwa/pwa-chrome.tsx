import { useEffect } from "react";
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
  useEffect(() => {
    void registerServiceWorker();
    const stops = [listenForChatMessages(), startLetterPolling()];
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
