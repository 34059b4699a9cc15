import { Trans } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";

/** Asks before deleting letters (one from its page, several from the list): it cannot be undone. */
export function ConfirmDeleteDialog({
  title,
  onCancel,
  onConfirm,
}: {
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            <Trans>Delete</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>Deleted letters cannot be restored.</Trans>
      </p>
    </Dialog>
  );
}
