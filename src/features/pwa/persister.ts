// Options for PersistQueryClientProvider (the shell creates the QueryClient in src/app and passes
// these). Public data (site config, company info, game lists, news) is kept in IndexedDB so the
// lobby opens offline; member and money queries — every key under ['member', …] — are never
// written to disk (PRODUCT.md §5), nor are failed or pending queries.
import { defaultShouldDehydrateQuery, type Query } from "@tanstack/query-core";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { BUILD_VERSION } from "./build-version";
import { StorageKey, storage } from "./storage";

/** Persisted queries older than this are dropped on restore. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** First segment of every member / money query key (the API client's convention). */
export const MEMBER_QUERY_ROOT = "member";

export function isMemberQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === MEMBER_QUERY_ROOT;
}

export function shouldPersistQuery(query: Query): boolean {
  return (
    query.state.status === "success" &&
    defaultShouldDehydrateQuery(query) &&
    !isMemberQueryKey(query.queryKey) &&
    query.meta?.persist !== false
  );
}

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await storage.get(key)) ?? null,
    setItem: (key, value) => storage.set(key, value),
    removeItem: (key) => storage.del(key),
  },
  key: StorageKey.QueryCache,
  throttleTime: 1000,
});

export const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  // A new build may change response shapes; never hydrate another build's data.
  buster: BUILD_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};
