// A contact id to copy (QQ): the link itself opens nothing in a browser. Loaded on first use.
import { Trans } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";
import { useCopy } from "../shell";
import type { ContactId } from "../../api/contract/rules";

export default function ContactDialog({
  contact,
  title,
  onClose,
}: {
  contact: ContactId;
  title: string;
  onClose: () => void;
}) {
  const copy = useCopy();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void copy(contact.id)}>
            <Trans>Copy</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>Add this QQ number in the QQ app to reach our customer service:</Trans>
      </p>
      <p className="contact-id">{contact.id}</p>
    </Dialog>
  );
}
