// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  syncSlotGames,
  type SlotGamesCacheEntry,
  type SlotGamesFetch,
  type SlotGamesStore,
} from "./slot-games-cache";

function memoryStore<T>(initial?: SlotGamesCacheEntry<T>) {
  let value = initial;
  const store: SlotGamesStore<T> = {
    get: vi.fn(async () => value),
    set: vi.fn(async (entry: SlotGamesCacheEntry<T>) => {
      value = entry;
    }),
  };
  return { store, current: () => value };
}

/** A platform whose catalogue is at `version`; it answers "unchanged" for the known version. */
function platform(version: string, result: string[]) {
  return vi.fn(async (known: string | null): Promise<SlotGamesFetch<string[]>> =>
    known === version ? { unchanged: true, version } : { result, version },
  );
}

describe("syncSlotGames", () => {
  it("downloads and stores the list when nothing is cached", async () => {
    const { store, current } = memoryStore<string[]>();
    const fetchIfChanged = platform("v1", ["a"]);
    const out = await syncSlotGames({ store, fetchIfChanged });
    expect(out).toEqual({ entry: { result: ["a"], version: "v1" }, source: "network" });
    expect(current()).toEqual({ result: ["a"], version: "v1" });
    expect(fetchIfChanged).toHaveBeenCalledWith(null);
  });

  it("keeps the cache and writes nothing while the version is unchanged", async () => {
    const { store } = memoryStore({ result: ["old"], version: "v1" });
    const fetchIfChanged = platform("v1", ["new"]);
    const out = await syncSlotGames({ store, fetchIfChanged });
    expect(out).toEqual({ entry: { result: ["old"], version: "v1" }, source: "cache" });
    expect(fetchIfChanged).toHaveBeenCalledWith("v1");
    expect(store.set).not.toHaveBeenCalled();
  });

  it("keeps the cache when the platform sends the full list at the same version", async () => {
    const { store } = memoryStore({ result: ["old"], version: "v1" });
    const out = await syncSlotGames({
      store,
      fetchIfChanged: async () => ({ result: ["same"], version: "v1" }),
    });
    expect(out.source).toBe("cache");
    expect(store.set).not.toHaveBeenCalled();
  });

  it("replaces the cache when the server's version changes", async () => {
    const { store, current } = memoryStore({ result: ["old"], version: "v1" });
    const out = await syncSlotGames({ store, fetchIfChanged: platform("v2", ["new"]) });
    expect(out.source).toBe("network");
    expect(out.entry.result).toEqual(["new"]);
    expect(current()?.version).toBe("v2");
  });

  it("falls back to the cache when the network fails", async () => {
    const { store } = memoryStore({ result: ["old"], version: "v1" });
    const out = await syncSlotGames({
      store,
      fetchIfChanged: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(out).toEqual({ entry: { result: ["old"], version: "v1" }, source: "offline-cache" });
  });

  it("rethrows when the network fails and nothing is cached", async () => {
    const { store } = memoryStore<string[]>();
    await expect(
      syncSlotGames({
        store,
        fetchIfChanged: async () => {
          throw new Error("offline");
        },
      }),
    ).rejects.toThrow("offline");
  });

  it("asks for the list again when told 'unchanged' for a version it does not hold", async () => {
    const { store } = memoryStore<string[]>();
    const fetchIfChanged = vi
      .fn<(known: string | null) => Promise<SlotGamesFetch<string[]>>>()
      .mockResolvedValueOnce({ unchanged: true, version: "v9" })
      .mockResolvedValueOnce({ result: ["z"], version: "v9" });
    const out = await syncSlotGames({ store, fetchIfChanged });
    expect(out.entry).toEqual({ result: ["z"], version: "v9" });
    expect(fetchIfChanged).toHaveBeenCalledTimes(2);
  });

  it("downloads again, at the same version, when the stored entry does not fit (another language)", async () => {
    const { store, current } = memoryStore({ result: ["en:a"], version: "v1" });
    const fetchIfChanged = platform("v1", ["zh:a"]);
    const fits = (e: SlotGamesCacheEntry<string[]>) => e.result[0]!.startsWith("zh:");
    const out = await syncSlotGames({ store, fetchIfChanged, fits });
    expect(fetchIfChanged).toHaveBeenCalledWith(null);
    expect(out).toEqual({ entry: { result: ["zh:a"], version: "v1" }, source: "network" });
    expect(current()?.result).toEqual(["zh:a"]);
  });

  it("serves an entry that does not fit when offline: an old language beats an empty lobby", async () => {
    const { store } = memoryStore({ result: ["en:a"], version: "v1" });
    const out = await syncSlotGames({
      store,
      fits: () => false,
      fetchIfChanged: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(out).toEqual({ entry: { result: ["en:a"], version: "v1" }, source: "offline-cache" });
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
    const out = await syncSlotGames({ store, fetchIfChanged: platform("v3", ["z"]) });
    expect(out).toEqual({ entry: { result: ["z"], version: "v3" }, source: "network" });
  });

  describe("with the stored version known beforehand (`known`)", () => {
    /** A store whose read waits until `open()`: an IndexedDB slow to open. */
    function slowStore<T>(initial?: SlotGamesCacheEntry<T>) {
      const memory = memoryStore(initial);
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const get = memory.store.get;
      memory.store.get = vi.fn(async () => {
        await gate;
        return get();
      });
      return { ...memory, open };
    }

    it("asks at once, and answers 'unchanged' from the entry once it is read", async () => {
      const { store, open } = slowStore({ result: ["old"], version: "v1" });
      const fetchIfChanged = platform("v1", ["new"]);
      const out = syncSlotGames({ store, fetchIfChanged, known: "v1" });
      await vi.waitFor(() => expect(fetchIfChanged).toHaveBeenCalledWith("v1"));
      open();
      expect(await out).toEqual({ entry: { result: ["old"], version: "v1" }, source: "cache" });
      expect(store.set).not.toHaveBeenCalled();
    });

    it("uses a new list without waiting for the read", async () => {
      const { store, current } = slowStore({ result: ["old"], version: "v1" });
      const out = await syncSlotGames({
        store,
        fetchIfChanged: platform("v2", ["new"]),
        known: "v1",
      });
      expect(out).toEqual({ entry: { result: ["new"], version: "v2" }, source: "network" });
      expect(current()?.version).toBe("v2");
    });

    it("asks again for the list when the recorded version's entry is gone", async () => {
      const { store, open } = slowStore<string[]>();
      open();
      const fetchIfChanged = platform("v1", ["a"]);
      const out = await syncSlotGames({ store, fetchIfChanged, known: "v1" });
      expect(fetchIfChanged.mock.calls).toEqual([["v1"], [null]]);
      expect(out).toEqual({ entry: { result: ["a"], version: "v1" }, source: "network" });
    });

    it("falls back to the entry when the network fails", async () => {
      const { store, open } = slowStore({ result: ["old"], version: "v1" });
      open();
      const out = await syncSlotGames({
        store,
        known: "v1",
        fetchIfChanged: async () => {
          throw new TypeError("Failed to fetch");
        },
      });
      expect(out).toEqual({ entry: { result: ["old"], version: "v1" }, source: "offline-cache" });
    });
  });
});
