// The query client's provider with the persisted cache (persister.ts): restored from IndexedDB
// before queries subscribe, then saved as the cache changes, as the library's
// PersistQueryClientProvider does. Its code (the persister, hydration, the library's restore and
// save) is a chunk of its own, out of the initial JS: main.tsx starts loading it with the first
// screen's code, so the restore starts when the provider's did, at the first render.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type * as Persister from "./persister";

let persistence: Promise<typeof Persister> | null = null;
/** The persistence code; one load for the app's life (a failed one is tried again next time). */
export function loadPersistence(): Promise<typeof Persister> {
  persistence ??= import("./persister").catch((error: unknown) => {
    persistence = null;
    throw error;
  });
  return persistence;
}

export function PersistedQueries({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  const [restoring, setRestoring] = useState(true);
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      // A chunk that cannot load (offline before the worker cached it) leaves the cache as it is:
      // the queries then go to the network, as with nothing saved.
      void loadPersistence()
        .then((p) => p.restoreQueryCache(client))
        .catch(() => {})
        .finally(() => setRestoring(false));
      return;
    }
    if (restoring) return;
    let live = true;
    let unsubscribe = () => {};
    void loadPersistence().then(
      (p) => {
        if (live) unsubscribe = p.subscribeQueryCache(client);
      },
      () => {},
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [client, restoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
