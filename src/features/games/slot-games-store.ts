// IndexedDB home of the slot-games cache. Kept behind this one module so the PWA feature's own
// helpers (getSlotGamesCache / setSlotGamesCache) can replace idb-keyval here without touching
// the lobby.
import { createStore, get, set } from "idb-keyval";
import type { SlotGamesCacheEntry, SlotGamesStore } from "./slot-games-cache";

let store: ReturnType<typeof createStore> | null = null;
function idb() {
  store ??= createStore("playfront-games", "slot-games");
  return store;
}

export function indexedDbSlotGamesStore<T>(): SlotGamesStore<T> {
  return {
    get: (key) => get<SlotGamesCacheEntry<T>>(key, idb()),
    set: (key, entry) => set(key, entry, idb()),
  };
}
