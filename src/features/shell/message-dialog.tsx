import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";
import type { MessageDialog as QueuedMessage } from "./feedback";

/** The first queued message (feedback.ts), as an alert dialog. */
export function MessageDialog({ dialog, onClose }: { dialog: QueuedMessage; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog role="alertdialog" title={dialog.title ?? t`Notice`} onClose={onClose}>
      <p>{dialog.message}</p>
    </Dialog>
  );
}
