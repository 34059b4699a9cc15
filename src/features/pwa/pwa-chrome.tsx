import { useEffect } from "react";
import { useStore } from "jotai";
import { useLingui } from "@lingui/react";
import { chatUnreadAtom } from "../chat";
import { useAppBadge } from "./app-badge";
import { listenForChatMessages } from "./chat-notifications";
import { startLetterPolling } from "./letter-notifications";
import { OfflineBanner } from "./offline-banner";
import { registerServiceWorker } from "./registration";
import { UpdatePrompt } from "./update-prompt";
import "./pwa.css";

/**
 * Mounted once by the root layout's PwaChrome (index.tsx), after the first screen has settled:
 * registers the service worker, runs the update check and the notification sources, keeps the
 * icon's badge (app-badge.ts), and renders the update prompt and the offline banner.
 */
export function PwaChrome() {
  const store = useStore();
  const { i18n } = useLingui();
  useAppBadge();
  useEffect(() => {
    // The installed app's name and shortcuts follow the chosen language (server/modules/pwa).
    document
      .querySelector('link[rel="manifest"]')
      ?.setAttribute("href", `/manifest.webmanifest?lang=${i18n.locale}`);
  }, [i18n.locale]);
  useEffect(() => {
    void registerServiceWorker();
    const stops = [listenForChatMessages(() => store.get(chatUnreadAtom)), startLetterPolling()];
    return () => stops.forEach((stop) => stop());
  }, [store]);

  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
