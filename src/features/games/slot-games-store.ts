// The slot-games cache lives in the PWA feature's IndexedDB store (one entry per origin, i.e. per
// tenant), so the service-worker-backed offline lobby and this sync read the same `{result,
// version}`. Beside it, in localStorage, the stored entry's version and language: read at once
// (no database to open, no 1.6 MB entry to parse at 10,000 games), so the catalogue request can
// go out before the entry is read.
import { getSlotGamesCache, setSlotGamesCache } from "../pwa";
import type { SlotGamesStore } from "./slot-games-cache";

const VERSION_KEY = "playfront:slot-games-version";

interface VersionRecord {
  version: string;
  /** What the entry must match to be used (the language its names are in). */
  tag: string;
}

/**
 * The version of the stored entry when it was stored for `tag`, null when none was (or for
 * another tag), undefined when localStorage cannot be read (the entry is then read first).
 */
export function storedSlotGamesVersion(tag: string): string | null | undefined {
  try {
    const raw = localStorage.getItem(VERSION_KEY);
    if (raw === null) return null;
    const record = JSON.parse(raw) as Partial<VersionRecord> | null;
    return record?.tag === tag && typeof record.version === "string" ? record.version : null;
  } catch {
    return undefined;
  }
}

/** The IndexedDB entry; each entry written for `tag` is recorded once it is stored. */
export function indexedDbSlotGamesStore<T>(tag: string): SlotGamesStore<T> {
  return {
    get: () => getSlotGamesCache<T>(),
    set: async (entry) => {
      if (!(await setSlotGamesCache(entry))) return;
      try {
        const record: VersionRecord = { version: entry.version, tag };
        localStorage.setItem(VERSION_KEY, JSON.stringify(record));
      } catch {
        // Without the record the entry is read before the request.
      }
    },
  };
}
