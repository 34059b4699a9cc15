import { useId, useRef, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useModal } from "./use-modal";

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row; when absent an OK button closes the dialog. */
  actions?: ReactNode;
  role?: "dialog" | "alertdialog";
}

/** Native modal dialog labelled by its title; Escape and the backdrop close it. */
export function Dialog({ title, onClose, children, actions, role = "dialog" }: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, onClose);

  return (
    <dialog
      ref={dialog}
      className="modal"
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={titleId}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="modal__panel">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {actions ?? (
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {t`OK`}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
