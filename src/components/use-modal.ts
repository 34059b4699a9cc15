import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Opens `dialog` as a native modal for as long as the component is mounted. The browser puts it
 * in the top layer and makes everything else inert, and Escape reaches only the topmost modal, so
 * dialogs that stack (a reminder over a notice) close one at a time. Escape asks `onClose`: the
 * caller owns whether the dialog stays mounted. Focus returns where it was.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!node.open) node.showModal();
    // Without scrolling: a scroll into view would lay out the whole page inside the commit that
    // opens the dialog (the notice dialog opens while home loads).
    (node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus({ preventScroll: true });
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    node.addEventListener("cancel", onCancel);
    return () => {
      node.removeEventListener("cancel", onCancel);
      if (node.open) node.close();
      previous?.focus?.({ preventScroll: true });
    };
  }, [dialog]);
}
