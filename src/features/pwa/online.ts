// Connectivity as React sees it (the offline banner, screens whose data never arrives offline).
// Its own module: the pwa index re-exports it without pulling the worker registration.
import { useSyncExternalStore } from "react";

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
