// A route loader's read of one endpoint (TanStack Router + Query: the loader primes the cache,
// the screen reads it with useSuspenseQuery). Preloading on intent then loads the data with the
// code, and the screen renders its data on the first frame instead of fetching after it.
import {
  onlineManager,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";

/** Offline, a screen whose data this device never had: the route's error component says so. */
export class NotSavedOffline extends Error {
  constructor() {
    super("not saved on this device");
    this.name = "NotSavedOffline";
  }
}

export const isNotSavedOffline = (e: unknown): e is NotSavedOffline => e instanceof NotSavedOffline;

/**
 * Online: waits for the data (cached data, even stale, answers at once; the screen refreshes it).
 * A failure goes to the route's error component, which offers a retry.
 * Offline it never waits — a fetch would pause until the network is back (networkMode "online")
 * and the screen would never open: what is in memory opens, else NotSavedOffline.
 */
export async function loadQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (queryClient.getQueryData(options.queryKey) !== undefined) {
    // Known: nothing to wait for (a stale answer is refreshed by the screen's query).
    return;
  }
  if (!onlineManager.isOnline()) throw new NotSavedOffline();
  await queryClient.ensureQueryData(options);
}

/** Like loadQuery for data the screen can do without (a failure leaves it to the screen). */
export function preloadQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (!onlineManager.isOnline()) return Promise.resolve();
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}
