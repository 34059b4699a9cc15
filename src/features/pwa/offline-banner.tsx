import { useEffect, useSyncExternalStore } from "react";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import { otherContentLanguage, subscribeOtherLanguage } from "../../api/other-language";
import { localeName } from "../../lib/i18n";
import { useOnline } from "./use-pwa-state";

/**
 * Shown while the device is offline; a status region so screen readers announce the change. When
 * the page's language was never saved on this device, the saved content shown is in another one:
 * it says which, rather than mixing languages silently (docs/data-and-offline.md).
 */
export function OfflineBanner() {
  const online = useOnline();
  const other = useSyncExternalStore(subscribeOtherLanguage, otherContentLanguage, () => null);
  const language = other ? localeName(other) : "";
  const client = useQueryClient();
  // Back online with content in another language: ask for the public content again (in the page's
  // language), fresh or not; its answers take the note away.
  useEffect(() => {
    if (online && other) void client.invalidateQueries({ queryKey: queryKeys.common.all });
  }, [online, other, client]);
  return (
    <div className="pwa-offline" role="status" aria-live="polite">
      {online ? null : (
        <p className="pwa-offline__text">
          <Trans>
            You are offline. Showing saved content; actions that need the network are unavailable.
          </Trans>
        </p>
      )}
      {other ? (
        <p className="pwa-offline__text">
          <Trans>
            Games, news and menus are shown in {language}, the language last saved on this device.
            They follow your language when the network is back.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
