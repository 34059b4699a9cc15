import { afterEach, describe, expect, it, vi } from "vitest";
import { indexedDbSlotGamesStore, storedSlotGamesVersion } from "./slot-games-store";

const stored = vi.hoisted(() => ({ ok: true, value: undefined as unknown }));
vi.mock("../pwa", () => ({
  getSlotGamesCache: async () => stored.value,
  setSlotGamesCache: async (entry: unknown) => {
    if (stored.ok) stored.value = entry;
    return stored.ok;
  },
}));

afterEach(() => {
  localStorage.clear();
  stored.ok = true;
  stored.value = undefined;
});

describe("the slot-games version record", () => {
  it("records the version of each entry stored, for the language it was stored in", async () => {
    expect(storedSlotGamesVersion("en")).toBeNull();
    await indexedDbSlotGamesStore("en").set({ result: [], version: "v7" });
    expect(storedSlotGamesVersion("en")).toBe("v7");
    // Another language's names do not fit: nothing known for it.
    expect(storedSlotGamesVersion("zh-hans")).toBeNull();
  });

  it("records nothing when IndexedDB refuses the entry", async () => {
    stored.ok = false;
    await indexedDbSlotGamesStore("en").set({ result: [], version: "v8" });
    expect(storedSlotGamesVersion("en")).toBeNull();
  });

  it("reads past a damaged record: unreadable, the entry is read first; of another shape, none", () => {
    localStorage.setItem("playfront:slot-games-version", "{not json");
    expect(storedSlotGamesVersion("en")).toBeUndefined();
    localStorage.setItem("playfront:slot-games-version", '{"tag":"en","version":5}');
    expect(storedSlotGamesVersion("en")).toBeNull();
  });
});
