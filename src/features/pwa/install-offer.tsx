import { useEffect, useId, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useTopModal } from "../../components/use-modal";
import { InstallMode, promptInstall } from "./install";
import {
  countVisit,
  dismissOffer,
  isOfferDismissed,
  onDepositCredited,
} from "./install-offer-state";
import { useInstallMode, useUpdateState } from "./use-pwa-state";

/**
 * The offer to install, in the flow (install-offer-state.ts says when). A non-modal card above
 * the tab bar: Install (the browser's prompt, or the iOS steps) or No thanks, which is final.
 * Out of the way of a modal dialog and of the update prompt. `inApp`: the native app shell, which
 * is installed already.
 */
export function InstallOffer({ inApp }: { inApp: boolean }) {
  const mode = useInstallMode();
  const { prompt: updating } = useUpdateState();
  const topModal = useTopModal();
  const titleId = useId();
  const [due, setDue] = useState(() => !inApp && countVisit() >= 2);
  const [dismissed, setDismissed] = useState(isOfferDismissed);
  const [steps, setSteps] = useState(false);
  useEffect(() => onDepositCredited(() => setDue(true)), []);

  const installable = mode === InstallMode.Prompt || mode === InstallMode.IosGuide;
  if (inApp || !due || dismissed || !installable || updating || topModal) return null;
  const dismiss = () => {
    dismissOffer();
    setDismissed(true);
  };
  const install = () => {
    if (mode === InstallMode.IosGuide) setSteps(true);
    // Accepted: the mode turns Installed and the offer goes; dismissed: it stays for another tap.
    else void promptInstall();
  };
  return (
    <section className="pwa-update pwa-install-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="pwa-update__text">
        <Trans>Add the app to your home screen: one tap back to your games.</Trans>
      </h2>
      {steps ? (
        <ol className="pwa-settings__steps">
          <li>
            <Trans>Tap the Share button.</Trans>
          </li>
          <li>
            <Trans>Choose "Add to Home Screen", then tap "Add".</Trans>
          </li>
        </ol>
      ) : null}
      <div className="pwa-update__actions">
        <button type="button" className="pwa-button" onClick={dismiss}>
          <Trans>No thanks</Trans>
        </button>
        {steps ? null : (
          <button type="button" className="pwa-button pwa-button--primary" onClick={install}>
            <Trans>Install</Trans>
          </button>
        )}
      </div>
    </section>
  );
}
