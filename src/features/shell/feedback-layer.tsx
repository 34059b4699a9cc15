import { useAtomValue, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";
import { closeDialogAtom, loadingCountAtom, messageDialogsAtom, toastsAtom } from "./feedback";

/** Toasts, the first queued message dialog and the global loading overlay. */
export function FeedbackLayer() {
  const { t } = useLingui();
  const toasts = useAtomValue(toastsAtom);
  const dialogs = useAtomValue(messageDialogsAtom);
  const loading = useAtomValue(loadingCountAtom) > 0;
  const closeDialog = useSetAtom(closeDialogAtom);
  const dialog = dialogs[0];

  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast">
            {toast.message}
          </p>
        ))}
      </div>
      {dialog && (
        <Dialog
          key={dialog.id}
          role="alertdialog"
          title={dialog.title ?? t`Notice`}
          onClose={() => closeDialog(dialog.id)}
        >
          <p>{dialog.message}</p>
        </Dialog>
      )}
      {loading && <LoadingOverlay />}
    </>
  );
}

/** The global loading overlay; also the router's pending component for slow screen loads. */
export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <div className="loading" role="progressbar" aria-label={t`Loading`} aria-busy="true">
      <span className="loading__spinner" />
    </div>
  );
}
