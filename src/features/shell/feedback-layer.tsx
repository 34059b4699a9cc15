import { lazy, Suspense } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { closeDialogAtom, loadingCountAtom, messageDialogsAtom, toastsAtom } from "./feedback";

// The modal kit loads with the first queued message, not with the app: most starts show none.
const MessageDialog = lazy(() =>
  import("./message-dialog").then((m) => ({ default: m.MessageDialog })),
);

/** Toasts, the first queued message dialog and the global loading overlay. */
export function FeedbackLayer() {
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
        <Suspense fallback={null}>
          <MessageDialog key={dialog.id} dialog={dialog} onClose={() => closeDialog(dialog.id)} />
        </Suspense>
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
