import { useId, useRef, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useFocusTrap } from "./use-focus-trap";

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row; when absent an OK button closes the dialog. */
  actions?: ReactNode;
  role?: "dialog" | "alertdialog";
}

/** Modal dialog labelled by its title; focus is trapped, Escape and the backdrop close it. */
export function Dialog({ title, onClose, children, actions, role = "dialog" }: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);

  return (
    <div className="modal" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className="modal__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
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
    </div>
  );
}
