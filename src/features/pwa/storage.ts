// The app's IndexedDB store (idb-keyval, one database named "playfront"): the persisted query
// cache, the slot-games cache and device copies of site config per host and language (docs/product.md §3
// persisted client values; they outlive builds and language switches), and member
// entries whose keys start with "member" so logout can find and remove them all.
import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import type { Locale } from "../../lib/i18n";

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
  /** Ids of unread letters already notified; a member value (cleared on logout). */
  NotifiedLetters: "member:notified-letters",
} as const;

/** Keys of member data: removed on logout. */
export function isMemberStorageKey(key: IDBValidKey): boolean {
  return typeof key === "string" && key.startsWith("member");
}

/** docs/product.md §3: the slot-games cache is `{ result, version }`. */
export interface SlotGamesCache<T = unknown> {
  result: T;
  version: string;
}

/**
 * The entry is kept as its JSON text: IndexedDB's structured clone of a 10,000-game list was one
 * ~190 ms task at 4× CPU, JSON.stringify a fraction of that, and a string is copied,
 * not walked. Entries saved as objects by earlier builds are still read.
 */
export async function getSlotGamesCache<T = unknown>(): Promise<SlotGamesCache<T> | undefined> {
  try {
    const saved = await get<SlotGamesCache<T> | string>(StorageKey.SlotGames, playfrontStore());
    return typeof saved === "string" ? (JSON.parse(saved) as SlotGamesCache<T>) : saved;
  } catch {
    return undefined;
  }
}

/** Resolves when the main thread is idle (or after `timeout` ms): for work no screen waits for. */
export const whenIdle = (timeout = 2000) =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });

/** Items of a long array serialized per idle period by `stringifyWhenIdle`. */
const IDLE_SLICE = 250;

/**
 * `JSON.stringify(value)`, built a slice at a time while the main thread is idle: an array longer
 * than `slice` is written `slice` items per idle period. A 10,000-game list in one call was a
 * ~100 ms task at 4× CPU, and an idle period is no promise that the player is not about to type
 * (the lobby's search box): 250 games take ~3 ms.
 */
export async function stringifyWhenIdle(value: unknown, slice = IDLE_SLICE): Promise<string> {
  const out: string[] = [];
  const write = async (v: unknown): Promise<void> => {
    if (Array.isArray(v) && v.length > slice) {
      out.push("[");
      for (let i = 0; i < v.length; i += slice) {
        await whenIdle();
        // Items of a JSON array: undefined and functions become null, as JSON.stringify does.
        out.push((i ? "," : "") + JSON.stringify(v.slice(i, i + slice)).slice(1, -1));
      }
      out.push("]");
    } else if (
      v !== null &&
      typeof v === "object" &&
      !Array.isArray(v) &&
      typeof (v as { toJSON?: unknown }).toJSON !== "function"
    ) {
      out.push("{");
      let first = true;
      for (const [key, item] of Object.entries(v)) {
        // Properties JSON.stringify leaves out.
        if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
        out.push(`${first ? "" : ","}${JSON.stringify(key)}:`);
        first = false;
        await write(item);
      }
      out.push("}");
    } else {
      out.push(JSON.stringify(v) ?? "null");
    }
  };
  await write(value);
  return out.join("");
}

/**
 * Written when the main thread is idle: the lobby shows the list first, then it is saved. True
 * once it is stored.
 */
export async function setSlotGamesCache<T>(cache: SlotGamesCache<T>): Promise<boolean> {
  try {
    await whenIdle();
    await set(StorageKey.SlotGames, await stringifyWhenIdle(cache), playfrontStore());
    return true;
  } catch {
    // Storage full or unavailable (private mode): the lobby still works online.
    return false;
  }
}

/**
 * A device copy of a public answer (site config, docs/product.md §3): one entry per host and language,
 * `device:<name>:<host>:<locale>`. Never busted by a new build and never thrown away by a language
 * switch: the persisted query cache is (persister.ts), and an offline start after an update or in
 * the other language still needs the tenant's name, colour, logo and layout.
 */
export interface DeviceCopy<T = unknown> {
  value: T;
  savedAt: number;
}

/** A copy as read, with the language it was saved in (it may not be the one asked for). */
export type ReadDeviceCopy<T = unknown> = DeviceCopy<T> & { locale: Locale };

const DEVICE_PREFIX = "device:";
const deviceKey = (name: string, host: string, locale: string) =>
  `${DEVICE_PREFIX}${name}:${host}:${locale}`;

export async function saveDeviceCopy(
  name: string,
  locale: string,
  value: unknown,
  host = location.host,
  now = Date.now(),
): Promise<void> {
  try {
    await set(deviceKey(name, host, locale), { value, savedAt: now }, playfrontStore());
  } catch {
    // Storage full or unavailable (private mode): the app still works online.
  }
}

/**
 * The copy saved in `locale`; with `anyLocale`, else the newest copy of this host in another
 * language (an old name in the other language beats no tenant at all offline). The answer names
 * the language it is in, so the app can say so (api/other-language.ts).
 */
export async function readDeviceCopy<T = unknown>(
  name: string,
  locale: Locale,
  opts: { anyLocale?: boolean; host?: string } = {},
): Promise<ReadDeviceCopy<T> | undefined> {
  const host = opts.host ?? location.host;
  try {
    const exact = await get<DeviceCopy<T>>(deviceKey(name, host, locale), playfrontStore());
    if (exact || !opts.anyLocale) return exact && { ...exact, locale };
    const prefix = deviceKey(name, host, "");
    const others = (await keys(playfrontStore())).filter(
      (k): k is string => typeof k === "string" && k.startsWith(prefix),
    );
    const copies = await Promise.all(
      others.map(async (k) => ({
        ...(await get<DeviceCopy<T>>(k, playfrontStore()))!,
        locale: k.slice(prefix.length) as Locale,
      })),
    );
    return copies.filter((c) => c.savedAt).sort((a, b) => b.savedAt - a.savedAt)[0];
  } catch {
    return undefined;
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

export const storage = {
  get: (key: string) => get<string>(key, playfrontStore()),
  set: (key: string, value: string) => set(key, value, playfrontStore()),
  del: (key: string) => del(key, playfrontStore()),
};
