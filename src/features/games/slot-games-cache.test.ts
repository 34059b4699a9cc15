import { describe, expect, it, vi } from "vitest";
import { syncSlotGames, type SlotGamesCacheEntry, type SlotGamesStore } from "./slot-games-cache";

function memoryStore<T>(initial?: SlotGamesCacheEntry<T>) {
  const map = new Map<string, SlotGamesCacheEntry<T>>();
  if (initial) map.set("k", initial);
  const store: SlotGamesStore<T> = {
    get: vi.fn(async (key: string) => map.get(key)),
    set: vi.fn(async (key: string, entry: SlotGamesCacheEntry<T>) => {
      map.set(key, entry);
    }),
  };
  return { map, store };
}

describe("syncSlotGames", () => {
  it("downloads and stores the list when nothing is cached", async () => {
    const { map, store } = memoryStore<string[]>();
    const fetchList = vi.fn(async () => ({ result: ["a"], version: "v1" }));
    const out = await syncSlotGames({
      key: "k",
      store,
      fetchVersion: async () => "v1",
      fetchList,
    });
    expect(out.source).toBe("network");
    expect(out.entry).toEqual({ result: ["a"], version: "v1" });
    expect(map.get("k")).toEqual({ result: ["a"], version: "v1" });
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it("serves the cache without downloading the list when the version is unchanged", async () => {
    const { store } = memoryStore({ result: ["old"], version: "v1" });
    const fetchList = vi.fn(async () => ({ result: ["new"], version: "v1" }));
    const out = await syncSlotGames({ key: "k", store, fetchVersion: async () => "v1", fetchList });
    expect(out).toEqual({ entry: { result: ["old"], version: "v1" }, source: "cache" });
    expect(fetchList).not.toHaveBeenCalled();
    expect(store.set).not.toHaveBeenCalled();
  });

  it("refetches and replaces the cache when the server's version changes", async () => {
    const { map, store } = memoryStore({ result: ["old"], version: "v1" });
    const fetchList = vi.fn(async () => ({ result: ["new"], version: "v2" }));
    const out = await syncSlotGames({ key: "k", store, fetchVersion: async () => "v2", fetchList });
    expect(out.source).toBe("network");
    expect(out.entry.result).toEqual(["new"]);
    expect(map.get("k")?.version).toBe("v2");
  });

  it("falls back to the cache when the network fails", async () => {
    const { store } = memoryStore({ result: ["old"], version: "v1" });
    const out = await syncSlotGames({
      key: "k",
      store,
      fetchVersion: async () => {
        throw new TypeError("Failed to fetch");
      },
      fetchList: async () => ({ result: [], version: "x" }),
    });
    expect(out.source).toBe("offline-cache");
    expect(out.entry.result).toEqual(["old"]);
  });

  it("rethrows when the network fails and nothing is cached", async () => {
    const { store } = memoryStore<string[]>();
    await expect(
      syncSlotGames({
        key: "k",
        store,
        fetchVersion: async () => {
          throw new Error("offline");
        },
        fetchList: async () => ({ result: [], version: "x" }),
      }),
    ).rejects.toThrow("offline");
  });

  it("still answers the fresh list when IndexedDB refuses to store it", async () => {
    const store: SlotGamesStore<string[]> = {
      get: async () => {
        throw new Error("blocked");
      },
      set: async () => {
        throw new Error("quota");
      },
    };
    const out = await syncSlotGames({
      key: "k",
      store,
      fetchVersion: async () => "v3",
      fetchList: async () => ({ result: ["z"], version: "v3" }),
    });
    expect(out).toEqual({ entry: { result: ["z"], version: "v3" }, source: "network" });
  });
});
