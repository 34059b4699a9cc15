import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Trans } from "@lingui/react/macro";
import { useTopModal } from "../../components/use-modal";
import { acceptUpdate, declineUpdate } from "./registration";
import { useUpdateState } from "./use-pwa-state";

/**
 * 'Update available, refresh now?' (docs/product.md §4). A non-modal alert dialog: it must not trap a player
 * in the middle of a bet or a form, so focus moves to it but the page stays usable. While a modal
 * dialog is open (the announcement) the prompt is drawn inside it: everything outside is inert.
 */
export function UpdatePrompt() {
  const { prompt } = useUpdateState();
  const titleId = useId();
  const refreshRef = useRef<HTMLButtonElement>(null);
  const topModal = useTopModal();

  useEffect(() => {
    if (prompt) refreshRef.current?.focus({ preventScroll: true });
  }, [prompt, topModal]);

  if (!prompt) return null;
  const box = (
    <div className="pwa-update" role="alertdialog" aria-modal="false" aria-labelledby={titleId}>
      <p id={titleId} className="pwa-update__text">
        <Trans>Update available, refresh now?</Trans>
      </p>
      <div className="pwa-update__actions">
        <button type="button" className="pwa-button" onClick={() => declineUpdate()}>
          <Trans>Later</Trans>
        </button>
        <button
          ref={refreshRef}
          type="button"
          className="pwa-button pwa-button--primary"
          onClick={() => void acceptUpdate()}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
    </div>
  );
  return topModal ? createPortal(box, topModal) : box;
}
