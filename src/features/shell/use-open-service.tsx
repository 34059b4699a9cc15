// Opening the tenant's customer service the one way the app does it: with a backup address, a
// dialog offers both; otherwise the service address opens in a new window.
import { useState, type ReactNode } from "react";
import { useFeedback } from "./feedback";
import { openInNewWindow } from "./service";
import { ServiceDialog } from "./service-dialog";
import { useSiteConfig } from "./site-config";

/** `open` starts it; `dialog` is rendered by the caller (null unless the choice is showing). */
export function useOpenService(): { ready: boolean; open: () => void; dialog: ReactNode } {
  const config = useSiteConfig();
  const { toast } = useFeedback();
  const [choosing, setChoosing] = useState(false);
  const open = () => {
    if (!config) return;
    if (config.serviceBackupUrl) setChoosing(true);
    else openInNewWindow(config.serviceUrl, toast);
  };
  const dialog =
    choosing && config ? (
      <ServiceDialog
        serviceUrl={config.serviceUrl}
        backupUrl={config.serviceBackupUrl}
        onOpen={(url) => openInNewWindow(url, toast)}
        onClose={() => setChoosing(false)}
      />
    ) : null;
  return { ready: config !== undefined && config !== null, open, dialog };
}
