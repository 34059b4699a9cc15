// The persisted query cache (loaded on its own by persisted-queries.tsx). Public data (site config, company info, game lists, news) is kept in IndexedDB so the
// lobby opens offline; member and money queries — every key under queryKeys.member.all — are never
// written to disk (docs/product.md §10), nor are failed or pending queries.
import {
  defaultShouldDehydrateQuery,
  partialMatchKey,
  type Query,
  type QueryClient,
} from "@tanstack/query-core";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from "@tanstack/react-query-persist-client";
import { queryKeys } from "../../api/query-keys";
import { i18n } from "../../lib/i18n";
import { BUILD_VERSION } from "./build-version";
import { PERSIST_MAX_AGE_MS } from "./persist-age";
import { StorageKey, storage } from "./storage";

/** A member / money query: its key is under queryKeys.member.all. */
export function isMemberQueryKey(queryKey: readonly unknown[]): boolean {
  return partialMatchKey(queryKey, queryKeys.member.all);
}

export function shouldPersistQuery(query: Query): boolean {
  return (
    query.state.status === "success" &&
    defaultShouldDehydrateQuery(query) &&
    !isMemberQueryKey(query.queryKey) &&
    query.meta?.persist !== false &&
    // Invalidated (e.g. by a language switch) until refetched: its data may be in the other
    // language, which the saved cache's language tag would then misstate.
    !query.state.isInvalidated
  );
}

/**
 * The platform localizes its answers and query keys carry no locale: each saved cache records the
 * language it was saved in, and a cache in another language reads as expired (dropped, not shown)
 * — otherwise a reload in the other language would show the old names until they went stale.
 */
export function serializeClient(client: PersistedClient, locale = i18n.locale): string {
  return JSON.stringify({ ...client, locale });
}

export function deserializeClient(text: string, locale = i18n.locale): PersistedClient {
  const { locale: savedIn, ...client } = JSON.parse(text) as PersistedClient & { locale?: string };
  return savedIn === locale ? client : { ...client, timestamp: 0 };
}

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await storage.get(key)) ?? null,
    setItem: (key, value) => storage.set(key, value),
    removeItem: (key) => storage.del(key),
  },
  key: StorageKey.QueryCache,
  throttleTime: 1000,
  serialize: (client) => serializeClient(client),
  deserialize: (text) => deserializeClient(text),
});

export const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  // A new build may change response shapes; never hydrate another build's data.
  buster: BUILD_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/**
 * Saves the cache once the saved one has been restored. The provider only saves on cache events
 * after its restore; queries that a route loader fetched while the restore was still reading
 * IndexedDB (the lobby's catalogue, home's calls) had already succeeded by then, and nothing was
 * written until some later query changed — an offline start after one visit found no games.
 */
export function saveQueryCache(queryClient: QueryClient): Promise<void> {
  return persistQueryClientSave({ queryClient, ...persistOptions });
}

/**
 * Restores the saved cache into `queryClient`, then starts saving it (not waited for): queries a
 * route loader fetched while the restore was reading (see `saveQueryCache`) reach the disk too.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  await persistQueryClientRestore({ queryClient, ...persistOptions });
  void saveQueryCache(queryClient).catch(() => {});
}

/** Saves the cache whenever it changes (throttled by the persister); returns the unsubscribe. */
export function subscribeQueryCache(queryClient: QueryClient): () => void {
  return persistQueryClientSubscribe({ queryClient, ...persistOptions });
}
