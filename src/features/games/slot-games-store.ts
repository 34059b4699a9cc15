// The slot-games cache lives in the PWA feature's IndexedDB store (one entry per origin, i.e. per
// tenant), so the service-worker-backed offline lobby and this sync read the same `{result,
// version}`.
import { getSlotGamesCache, setSlotGamesCache } from "../pwa";
import type { SlotGamesStore } from "./slot-games-cache";

export function indexedDbSlotGamesStore<T>(): SlotGamesStore<T> {
  return {
    get: () => getSlotGamesCache<T>(),
    set: (entry) => setSlotGamesCache(entry),
  };
}
