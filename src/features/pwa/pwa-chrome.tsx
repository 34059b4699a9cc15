import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useAppBadge } from "./app-badge";
import { listenForChatMessages } from "./chat-notifications";
import { watchLetters } from "./letter-notifications";
import { InstallOffer } from "./install-offer";
import { OfflineBanner } from "./offline-banner";
import { registerServiceWorker } from "./registration";
import { UpdatePrompt } from "./update-prompt";
import "./pwa.css";

export interface PwaChromeProps {
  /** Unread letters and chat messages now, for the icon's badge. */
  letters: number;
  chat: number;
  /** The chat's unread count at the moment a message arrives (for the notification's badge). */
  chatUnread: () => number;
  /** Running in the native app shell (nothing to install). */
  inApp: boolean;
}

/**
 * Mounted once by the root layout's PwaChrome (index.tsx), after the first screen has settled:
 * registers the service worker, runs the update check and the notification sources, keeps the
 * icon's badge (app-badge.ts), and renders the update prompt, the offline banner and the offer
 * to install.
 */
export function PwaChrome({ letters, chat, chatUnread, inApp }: PwaChromeProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  useAppBadge(letters, chat);
  const readChatUnread = useRef(chatUnread);
  useEffect(() => {
    readChatUnread.current = chatUnread;
  });
  useEffect(() => {
    // The installed app's name and shortcuts follow the chosen language (server/modules/pwa).
    document
      .querySelector('link[rel="manifest"]')
      ?.setAttribute("href", `/manifest.webmanifest?lang=${i18n.locale}`);
  }, [i18n.locale]);
  useEffect(() => {
    void registerServiceWorker();
    const stops = [
      listenForChatMessages(() => readChatUnread.current()),
      watchLetters(queryClient),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);

  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <InstallOffer inApp={inApp} />
    </>
  );
}
