// Toasts, message dialogs and the loading overlay are UI state of the one store, so the API client
// (through src/app/configure-api.ts) and any component raise them the same way.
import { atom, useSetAtom } from "jotai";
import { useMemo } from "react";
import type { AppStore } from "./router-context";

export interface Toast {
  id: number;
  message: string;
}

export interface MessageDialog {
  id: number;
  message: string;
  title?: string;
}

export const TOAST_MS = 2_500;

export const toastsAtom = atom<Toast[]>([]);
export const messageDialogsAtom = atom<MessageDialog[]>([]);
/** Number of pending "show loading" requests; the overlay shows while above zero. */
export const loadingCountAtom = atom(0);

let nextId = 1;

export const pushToastAtom = atom(null, (get, set, message: string) => {
  const toast = { id: nextId++, message };
  set(toastsAtom, [...get(toastsAtom).slice(-2), toast]);
  setTimeout(() => set(toastsAtom, (list) => list.filter((t) => t.id !== toast.id)), TOAST_MS);
});

export const pushDialogAtom = atom(null, (get, set, dialog: Omit<MessageDialog, "id">) => {
  // The same message twice in a row (e.g. parallel requests refused alike) shows once.
  const open = get(messageDialogsAtom);
  if (open.some((d) => d.message === dialog.message)) return;
  set(messageDialogsAtom, [...open, { ...dialog, id: nextId++ }]);
});

export const closeDialogAtom = atom(null, (_get, set, id: number) => {
  set(messageDialogsAtom, (list) => list.filter((d) => d.id !== id));
});

export const showLoadingAtom = atom(null, (_get, set) => set(loadingCountAtom, (n) => n + 1));
export const hideLoadingAtom = atom(null, (_get, set, all?: boolean) =>
  set(loadingCountAtom, (n) => (all ? 0 : Math.max(0, n - 1))),
);

/** Outside React (API hooks, loaders). */
export function feedbackOf(store: AppStore) {
  return {
    toast: (message: string) => store.set(pushToastAtom, message),
    dialog: (message: string, title?: string) =>
      store.set(pushDialogAtom, title === undefined ? { message } : { message, title }),
    showLoading: () => store.set(showLoadingAtom),
    hideLoading: (all?: boolean) => store.set(hideLoadingAtom, all),
  };
}

/** In components: `const { toast, dialog, showLoading, hideLoading } = useFeedback()`. */
export function useFeedback() {
  const toast = useSetAtom(pushToastAtom);
  const pushDialog = useSetAtom(pushDialogAtom);
  const showLoading = useSetAtom(showLoadingAtom);
  const hideLoading = useSetAtom(hideLoadingAtom);
  return useMemo(
    () => ({
      toast,
      dialog: (message: string, title?: string) =>
        pushDialog(title === undefined ? { message } : { message, title }),
      showLoading,
      hideLoading: (all?: boolean) => hideLoading(all),
    }),
    [toast, pushDialog, showLoading, hideLoading],
  );
}
