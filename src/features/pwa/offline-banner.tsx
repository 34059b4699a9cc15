import { Trans } from "@lingui/react/macro";
import { useOnline } from "./use-pwa-state";

/** Shown while the device is offline; a status region so screen readers announce the change. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="pwa-offline" role="status" aria-live="polite">
      {online ? null : (
        <p className="pwa-offline__text">
          <Trans>
            You are offline. Showing saved content; actions that need the network are unavailable.
          </Trans>
        </p>
      )}
    </div>
  );
}
