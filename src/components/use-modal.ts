import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from "react";

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

// The open modals, the last on top: what must stay usable while one is open (the update prompt)
// renders inside the top one, since the browser makes everything outside it inert.
const stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** The topmost open modal dialog, or null. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => stack.at(-1) ?? null,
    () => null,
  );
}

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
    stack.push(node);
    changed();
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
      stack.splice(stack.indexOf(node), 1);
      changed();
      if (node.open) node.close();
      previous?.focus?.({ preventScroll: true });
    };
  }, [dialog]);
}
