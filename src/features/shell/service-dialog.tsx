import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";

interface ServiceDialogProps {
  serviceUrl: string;
  backupUrl: string;
  onOpen: (url: string) => void;
  onClose: () => void;
}

/** Two service lines when the tenant has a backup URL (docs/product.md §2 "customer service centre"). */
export function ServiceDialog({ serviceUrl, backupUrl, onOpen, onClose }: ServiceDialogProps) {
  const { t } = useLingui();
  const lines = [
    { id: "service-line-1", label: t`Service line 1`, url: serviceUrl },
    { id: "service-line-2", label: t`Service line 2`, url: backupUrl },
  ];
  return (
    <Dialog
      title={<Trans>Customer service centre</Trans>}
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <ul className="service-lines">
        {lines.map((line) => (
          <li key={line.id} className="service-lines__item">
            <span id={line.id}>{line.label}</span>
            <button
              type="button"
              className="btn btn--primary"
              aria-describedby={line.id}
              onClick={() => onOpen(line.url)}
            >
              <Trans>Open</Trans>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
