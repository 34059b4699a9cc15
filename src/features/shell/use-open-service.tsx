// Opening the tenant's customer service the one way the app does it: with a backup address, a
// dialog offers both; otherwise the service address opens in a new window. A tenant without a
// service address is reached in the app: its chat where it has one, else the help centre's
// contact section (the ways to reach it, docs/content.md).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useFeedback } from "./feedback";
import { localePath, useLocaleParam } from "./locale-link";
import { openInNewWindow } from "./service";
import { useSiteConfig } from "./site-config";

// The choice of two lines is a dialog few players open: its code loads when it opens.
const ServiceDialog = lazy(() =>
  import("./service-dialog").then((m) => ({ default: m.ServiceDialog })),
);

/** Where the app itself reaches customer service: the chat, else the help centre's contacts. */
export const IN_APP_SERVICE = { chat: "/messageChat", contacts: "/help#contact" } as const;

/**
 * `open` starts it; `dialog` is rendered by the caller (null unless the choice is showing). From
 * inside the chat, `notChat` leads to the other ways instead of the chat again.
 */
export function useOpenService({ notChat = false }: { notChat?: boolean } = {}): {
  ready: boolean;
  open: () => void;
  dialog: ReactNode;
} {
  const config = useSiteConfig();
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const [choosing, setChoosing] = useState(false);
  const open = () => {
    if (!config) return;
    if (!config.serviceUrl) {
      const chat = config.imGlobalSetting.isEnabled && !notChat;
      const path = chat ? IN_APP_SERVICE.chat : IN_APP_SERVICE.contacts;
      void navigate({ href: localePath(locale, path) });
    } else if (config.serviceBackupUrl) setChoosing(true);
    else openInNewWindow(config.serviceUrl, toast);
  };
  const dialog =
    choosing && config ? (
      <Suspense fallback={null}>
        <ServiceDialog
          serviceUrl={config.serviceUrl}
          backupUrl={config.serviceBackupUrl}
          onOpen={(url) => openInNewWindow(url, toast)}
          onClose={() => setChoosing(false)}
        />
      </Suspense>
    ) : null;
  return { ready: config !== undefined && config !== null, open, dialog };
}
