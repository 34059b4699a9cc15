// IndexedDB home of the slot-games cache. Kept behind this one module so the PWA feature's own
// helpers (getSlotGamesCache / setSlotGamesCache, once exported) can replace idb-keyval here
// without touching the lobby. Each tenant is its own origin, so one entry per origin suffices.
import { createStore, get, set } from "idb-keyval";
import type { SlotGamesCacheEntry, SlotGamesStore } from "./slot-games-cache";

const KEY = "slot-games";
let store: ReturnType<typeof createStore> | null = null;
function idb() {
  store ??= createStore("playfront-games", "keyval");
  return store;
}

export function indexedDbSlotGamesStore<T>(): SlotGamesStore<T> {
  return {
    get: () => get<SlotGamesCacheEntry<T>>(KEY, idb()),
    set: (entry) => set(KEY, entry, idb()),
  };
}
