// The slot-games list is large and rarely changes, so the device keeps one copy in IndexedDB as
// `{ result, version }` (docs/product.md §3) and replaces it only when the server's `version` differs from
// the cached one. The fetcher is told the cached version so the platform can answer "unchanged"
// without the list; a platform that always sends the list still never causes a rewrite while the
// version is equal. Offline, the cached copy is served.

export interface SlotGamesCacheEntry<T> {
  result: T;
  version: string;
}

/** Where the entry lives; the default is IndexedDB (./slot-games-store.ts). */
export interface SlotGamesStore<T> {
  get(): Promise<SlotGamesCacheEntry<T> | undefined>;
  set(entry: SlotGamesCacheEntry<T>): Promise<void>;
}

/** The platform's answer: the list with its version, or "unchanged" for the known version. */
export type SlotGamesFetch<T> = SlotGamesCacheEntry<T> | { unchanged: true; version: string };

export interface SyncSlotGamesOptions<T> {
  store: SlotGamesStore<T>;
  fetchIfChanged: (knownVersion: string | null) => Promise<SlotGamesFetch<T>>;
  /**
   * Whether the stored entry answers this request (e.g. it is in the current language). One that
   * does not is never offered as the known version, so the list is downloaded again; offline it
   * is still served.
   */
  fits?: (entry: SlotGamesCacheEntry<T>) => boolean;
  /**
   * The version of the stored entry that fits, when the caller knows it without reading the
   * entry (a small record written beside it; `null`: none stored). The request then goes out at
   * once and the entry is read meanwhile — only an "unchanged" answer or a failed request needs
   * it. Undefined: the entry is read first (its version is the one offered).
   */
  known?: string | null;
}

export type SlotGamesSource = "cache" | "network" | "offline-cache";

export interface SlotGamesSyncResult<T> {
  entry: SlotGamesCacheEntry<T>;
  source: SlotGamesSource;
}

export async function syncSlotGames<T>(
  opts: SyncSlotGamesOptions<T>,
): Promise<SlotGamesSyncResult<T>> {
  // Read from now on, whether or not the request waits for it (readSafely never rejects).
  const reading = readSafely(opts.store);
  const fitting = reading.then((s) => (s && (opts.fits?.(s) ?? true) ? s : undefined));
  const known = opts.known !== undefined ? opts.known : ((await fitting)?.version ?? null);
  let answer: SlotGamesFetch<T>;
  try {
    answer = await opts.fetchIfChanged(known);
  } catch (err) {
    // No network (or a server hiccup): an old list beats an empty lobby.
    const stored = await reading;
    if (stored) return { entry: stored, source: "offline-cache" };
    throw err;
  }
  if (known !== null && answer.version === known) {
    const cached = await fitting;
    if (cached && cached.version === known) return { entry: cached, source: "cache" };
  }
  if ("unchanged" in answer) {
    // "Unchanged" for a version we do not hold cannot be used; ask once more for the list.
    const full = await opts.fetchIfChanged(null);
    if ("unchanged" in full) throw new Error("slot games: the platform sent no list");
    answer = full;
  }
  // Not awaited: the lobby shows the list it just got while the device copy is written (when the
  // main thread is idle, see setSlotGamesCache); a full or blocked IndexedDB never holds it up.
  try {
    opts.store.set(answer).catch(() => {});
  } catch {
    // A store that refuses at once is as good as a full one.
  }
  return { entry: answer, source: "network" };
}

async function readSafely<T>(
  store: SlotGamesStore<T>,
): Promise<SlotGamesCacheEntry<T> | undefined> {
  try {
    const entry = await store.get();
    return entry && typeof entry.version === "string" ? entry : undefined;
  } catch {
    return undefined;
  }
}
