// The app's IndexedDB store (idb-keyval, one database named "playfront"): the persisted query
// cache, the slot-games cache and the site config (spec §3 persisted client values), and member
// entries whose keys start with "member" so logout can find and remove them all.
import { clear, createStore, del, get, keys, set, type UseStore } from "idb-keyval";

let store: UseStore | null = null;

/** Opened on first use: importing this module never touches IndexedDB (tests, old browsers). */
export function playfrontStore(): UseStore {
  store ??= createStore("playfront", "keyval");
  return store;
}

/** For tests: forget the opened store (e.g. after replacing the IndexedDB implementation). */
export function resetPlayfrontStore(): void {
  store = null;
}

export const StorageKey = {
  QueryCache: "query-cache",
  SlotGames: "slot-games",
  SiteConfig: "site-config",
  /** Ids of unread letters already notified; a member value (cleared on logout). */
  NotifiedLetters: "member:notified-letters",
} as const;

/** Keys of member data: removed on logout. */
export function isMemberStorageKey(key: IDBValidKey): boolean {
  return typeof key === "string" && key.startsWith("member");
}

/** Spec §3: the slot-games cache is `{ result, version }`. */
export interface SlotGamesCache<T = unknown> {
  result: T;
  version: string;
}

export async function getSlotGamesCache<T = unknown>(): Promise<SlotGamesCache<T> | undefined> {
  try {
    return await get<SlotGamesCache<T>>(StorageKey.SlotGames, playfrontStore());
  } catch {
    return undefined;
  }
}

export async function setSlotGamesCache<T>(cache: SlotGamesCache<T>): Promise<void> {
  try {
    await set(StorageKey.SlotGames, cache, playfrontStore());
  } catch {
    // Storage full or unavailable (private mode): the lobby still works online.
  }
}

export async function getSiteConfigCache<T = unknown>(): Promise<T | undefined> {
  try {
    return await get<T>(StorageKey.SiteConfig, playfrontStore());
  } catch {
    return undefined;
  }
}

export async function setSiteConfigCache<T>(config: T): Promise<void> {
  try {
    await set(StorageKey.SiteConfig, config, playfrontStore());
  } catch {
    // As above: an offline start falls back to the persisted query cache.
  }
}

export async function getMemberValue<T>(key: string): Promise<T | undefined> {
  return get<T>(key, playfrontStore());
}

export async function setMemberValue(key: string, value: unknown): Promise<void> {
  if (!isMemberStorageKey(key)) throw new Error(`not a member key: ${key}`);
  await set(key, value, playfrontStore());
}

/** Removes every member entry; public entries (site config, slot games) stay for the lobby. */
export async function deleteMemberEntries(): Promise<void> {
  const all = await keys(playfrontStore());
  await Promise.all(all.filter(isMemberStorageKey).map((k) => del(k, playfrontStore())));
}

/** Removes everything (used when storage looks corrupt). */
export async function clearPlayfrontStore(): Promise<void> {
  await clear(playfrontStore());
}

export const storage = {
  get: (key: string) => get<string>(key, playfrontStore()),
  set: (key: string, value: string) => set(key, value, playfrontStore()),
  del: (key: string) => del(key, playfrontStore()),
};
