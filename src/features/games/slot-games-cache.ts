// The slot-games list is large and rarely changes, so the device keeps one copy per tenant and
// plate type in IndexedDB as `{ result, version }` (spec §3) and downloads the list again only
// when the server's `version` differs from the cached one. Offline, the cached copy is served.

export interface SlotGamesCacheEntry<T> {
  result: T;
  version: string;
}

/** Where the entry lives; the default is IndexedDB (./slot-games-store.ts). */
export interface SlotGamesStore<T> {
  get(key: string): Promise<SlotGamesCacheEntry<T> | undefined>;
  set(key: string, entry: SlotGamesCacheEntry<T>): Promise<void>;
}

export interface SyncSlotGamesOptions<T> {
  key: string;
  store: SlotGamesStore<T>;
  /** Cheap call answering the server's current list version. */
  fetchVersion: () => Promise<string>;
  /** The full list with the version it belongs to. */
  fetchList: () => Promise<SlotGamesCacheEntry<T>>;
}

export type SlotGamesSource = "cache" | "network" | "offline-cache";

export interface SlotGamesSyncResult<T> {
  entry: SlotGamesCacheEntry<T>;
  source: SlotGamesSource;
}

export async function syncSlotGames<T>(
  opts: SyncSlotGamesOptions<T>,
): Promise<SlotGamesSyncResult<T>> {
  const cached = await readSafely(opts.store, opts.key);
  let version: string;
  try {
    version = await opts.fetchVersion();
  } catch (err) {
    // No network (or a server hiccup): an old list beats an empty lobby.
    if (cached) return { entry: cached, source: "offline-cache" };
    throw err;
  }
  if (cached && cached.version === version) return { entry: cached, source: "cache" };
  let fresh: SlotGamesCacheEntry<T>;
  try {
    fresh = await opts.fetchList();
  } catch (err) {
    if (cached) return { entry: cached, source: "offline-cache" };
    throw err;
  }
  try {
    await opts.store.set(opts.key, fresh);
  } catch {
    // A full or blocked IndexedDB must not keep the lobby from showing the list it just got.
  }
  return { entry: fresh, source: "network" };
}

async function readSafely<T>(
  store: SlotGamesStore<T>,
  key: string,
): Promise<SlotGamesCacheEntry<T> | undefined> {
  try {
    const entry = await store.get(key);
    return entry && typeof entry.version === "string" ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** One cache entry per tenant (vStyle) and plate type. */
export function slotGamesKey(vStyle: string, plateType: string): string {
  return `slotGames:${vStyle}:${plateType}`;
}
