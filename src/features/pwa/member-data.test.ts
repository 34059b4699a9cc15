import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";

const idb = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock("idb-keyval", () => ({
  createStore: () => "store",
  get: async (k: IDBValidKey) => idb.get(k),
  set: async (k: IDBValidKey, v: unknown) => void idb.set(k, v),
  del: async (k: IDBValidKey) => void idb.delete(k),
  keys: async () => [...idb.keys()],
  clear: async () => idb.clear(),
}));

import { clearMemberData } from "./member-data";
import {
  StorageKey,
  getSlotGamesCache,
  readDeviceCopy,
  saveDeviceCopy,
  setMemberValue,
  setSlotGamesCache,
} from "./storage";
import type { Locale } from "../../lib/i18n";

function fakeCaches(entries: Record<string, string[]>) {
  const stores = new Map(Object.entries(entries).map(([n, urls]) => [n, new Set(urls)]));
  return {
    stores,
    api: {
      keys: async () => [...stores.keys()],
      open: async (name: string) => ({
        keys: async () => [...(stores.get(name) ?? [])].map((url) => ({ url })),
        delete: async (req: { url: string }) => stores.get(name)?.delete(req.url) ?? false,
      }),
    },
  };
}

describe("clearMemberData (logout)", () => {
  beforeEach(() => idb.clear());

  it("removes member queries, member IndexedDB entries and cached /api/ responses only", async () => {
    const qc = new QueryClient();
    qc.setQueryData(["member", "balance"], "10.00");
    qc.setQueryData(["member", "letters", 1], []);
    qc.setQueryData(["common", "site-config"], { vStyle: "10" });
    await setSlotGamesCache({ result: [{ id: 1 }], version: "v1" });
    await saveDeviceCopy("site-config", "en", { vStyle: "10" }, "a.example", 5);
    await setMemberValue(StorageKey.NotifiedLetters, [1, 2]);
    localStorage.setItem("member.game-searches:a.example", '["baccarat"]');
    localStorage.setItem("games.favourites:a.example", '["7"]');
    const caches = fakeCaches({
      "playfront-images": ["https://a.example/assets/x.png"],
      stray: ["https://a.example/api/VipUser/RefreshBalance", "https://a.example/x.png"],
    });
    vi.stubGlobal("caches", caches.api);

    await clearMemberData(qc);

    expect(qc.getQueryData(["member", "balance"])).toBeUndefined();
    expect(qc.getQueryData(["member", "letters", 1])).toBeUndefined();
    expect(qc.getQueryData(["common", "site-config"])).toEqual({ vStyle: "10" });
    expect(idb.has(StorageKey.NotifiedLetters)).toBe(false);
    // What the member searched for goes; the device's favourites stay.
    expect(localStorage.getItem("member.game-searches:a.example")).toBeNull();
    expect(localStorage.getItem("games.favourites:a.example")).toBe('["7"]');
    expect(await getSlotGamesCache()).toEqual({ result: [{ id: 1 }], version: "v1" });
    expect(await readDeviceCopy("site-config", "en", { host: "a.example" })).toEqual({
      value: { vStyle: "10" },
      savedAt: 5,
      locale: "en",
    });
    expect([...caches.stores.get("stray")!]).toEqual(["https://a.example/x.png"]);
    expect([...caches.stores.get("playfront-images")!]).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it("keeps device copies per host and language; anyLocale falls back to the newest other one", async () => {
    await saveDeviceCopy("site-config", "zh-hans", { n: "zh old" }, "elec.example", 1);
    await saveDeviceCopy("site-config", "th", { n: "th newer" }, "elec.example", 2);
    await saveDeviceCopy("site-config", "en", { n: "other host" }, "tq.example", 3);
    const read = (locale: Locale, anyLocale?: boolean) =>
      readDeviceCopy("site-config", locale, { host: "elec.example", anyLocale });
    expect((await read("zh-hans"))?.value).toEqual({ n: "zh old" });
    expect(await read("en")).toBeUndefined();
    // The copy names its language: the app says the content is in it (api/other-language.ts).
    expect(await read("en", true)).toMatchObject({ value: { n: "th newer" }, locale: "th" });
    expect(await read("zh-hans", true)).toMatchObject({ locale: "zh-hans" });
    expect(await readDeviceCopy("site-config", "vi", { host: "x.example", anyLocale: true })).toBe(
      undefined,
    );
  });

  it("refuses to store a public value under the member prefix contract", async () => {
    await expect(setMemberValue("site-config", {})).rejects.toThrow(/not a member key/);
  });
});

describe("slot-games cache", () => {
  beforeEach(() => idb.clear());

  it("is stored as JSON text (a string is copied, 10,000 objects are walked) and read back", async () => {
    const entry = { result: { games: [{ id: 1, name: "Fortune Tiger" }] }, version: "v2" };
    await setSlotGamesCache(entry);
    expect(idb.get(StorageKey.SlotGames)).toBe(JSON.stringify(entry));
    expect(await getSlotGamesCache()).toEqual(entry);
  });

  it("still reads an entry an earlier build stored as an object", async () => {
    idb.set(StorageKey.SlotGames, { result: [{ id: 1 }], version: "v1" });
    expect(await getSlotGamesCache()).toEqual({ result: [{ id: 1 }], version: "v1" });
  });
});
