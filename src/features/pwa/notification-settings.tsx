import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import { APP_VERSION, BUILD_VERSION } from "./build-version";
import { InstallMode, promptInstall } from "./install";
import { requestNotificationPermission } from "./notifications";
import { useInstallMode, useNotificationPermission } from "./use-pwa-state";

/**
 * The settings screen's notifications and install section (exported from the feature index).
 * `inApp`: opened in the native app shell (`isApp`), which is installed already — no install
 * section.
 */
export function NotificationSettings({ inApp = false }: { inApp?: boolean }) {
  const permission = useNotificationPermission();
  const mode = useInstallMode();
  const [asking, setAsking] = useState(false);

  const enable = async () => {
    setAsking(true);
    try {
      await requestNotificationPermission();
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="pwa-settings">
      <section className="pwa-settings__section" aria-labelledby="pwa-notifications-title">
        <h3 id="pwa-notifications-title">
          <Trans>Notifications</Trans>
        </h3>
        <p>
          <Trans>
            Get a notification for new customer-service messages and letters while the app is in the
            background.
          </Trans>
        </p>
        <div role="status">
          {permission === "granted" && (
            <p>
              <Trans>Notifications are on.</Trans>
            </p>
          )}
          {permission === "denied" && (
            <p>
              <Trans>Notifications are blocked. Allow them in your browser's site settings.</Trans>
            </p>
          )}
          {permission === "unsupported" && (
            <p>
              <Trans>
                This browser cannot show notifications. On iPhone, add the app to the home screen
                first.
              </Trans>
            </p>
          )}
        </div>
        {permission === "default" && (
          <div className="pwa-settings__actions">
            <button
              type="button"
              className="pwa-button pwa-button--primary"
              onClick={() => void enable()}
              disabled={asking}
            >
              <Trans>Enable notifications</Trans>
            </button>
          </div>
        )}
      </section>

      <section className="pwa-settings__section" aria-labelledby="pwa-install-title" hidden={inApp}>
        <h3 id="pwa-install-title">
          <Trans>Install the app</Trans>
        </h3>
        {mode === InstallMode.Installed && (
          <p>
            <Trans>The app is installed on this device.</Trans>
          </p>
        )}
        {mode === InstallMode.Prompt && (
          <div className="pwa-settings__actions">
            <button
              type="button"
              className="pwa-button pwa-button--primary"
              onClick={() => void promptInstall()}
            >
              <Trans>Add to home screen</Trans>
            </button>
          </div>
        )}
        {mode === InstallMode.IosGuide && (
          <ol className="pwa-settings__steps">
            <li>
              <Trans>Open this page in Safari.</Trans>
            </li>
            <li>
              <Trans>Tap the Share button.</Trans>
            </li>
            <li>
              <Trans>Choose "Add to Home Screen", then tap "Add".</Trans>
            </li>
          </ol>
        )}
        {mode === InstallMode.Unavailable && (
          <p>
            <Trans>Use your browser's menu to add this app to the home screen.</Trans>
          </p>
        )}
        <p>
          <Trans>
            Version {APP_VERSION} (build {BUILD_VERSION})
          </Trans>
        </p>
      </section>
    </div>
  );
}
