// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import { gameCatalogueQueryOptions } from "./game-list-query";

const getGameList = vi.hoisted(() => vi.fn());
const cached = vi.hoisted(() => ({
  value: undefined as unknown,
  /** The version record beside the entry (undefined: none readable, the entry is read first). */
  known: undefined as string | null | undefined,
  /** Holds the entry's read until called (an IndexedDB slow to open). */
  gate: null as Promise<void> | null,
}));
vi.mock("../../api/endpoints/activity-common", () => ({ getGameList }));
vi.mock("./slot-games-store", () => ({
  indexedDbSlotGamesStore: () => ({
    get: async () => {
      await cached.gate;
      return cached.value;
    },
    set: async (entry: unknown) => {
      cached.value = entry;
    },
  }),
  storedSlotGamesVersion: () => cached.known,
}));

const list = { plateTypes: [], games: [{ id: 1, name: "A" }] };

afterEach(() => {
  cached.known = undefined;
  cached.gate = null;
});

describe("gameCatalogueQueryOptions", () => {
  it("is the catalogue's one public key, kept on the device by the slot-games cache, not the query persister", () => {
    expect(gameCatalogueQueryOptions().queryKey).toEqual(queryKeys.common.gameList());
    // The persister writes the whole query cache after each change: 10,000 games each time.
    expect(gameCatalogueQueryOptions().meta).toEqual({ persist: false });
  });

  it("fetches once however many screens ask, and sends the cached version", async () => {
    // The inert API hooks of unit tests speak zh-hans.
    cached.value = { version: "v1", result: { ...list, locale: "zh-hans" } };
    getGameList.mockResolvedValue({ version: "v1", notModified: true });
    const client = new QueryClient();
    const [a, b] = await Promise.all([
      client.fetchQuery(gameCatalogueQueryOptions()),
      client.fetchQuery(gameCatalogueQueryOptions()),
    ]);
    expect(a).toEqual({ ...list, version: "v1" });
    expect(b).toBe(a);
    expect(getGameList).toHaveBeenCalledTimes(1);
    expect(getGameList.mock.calls[0]![0]).toEqual({ version: "v1" });
  });

  it("fetches the whole list again after a language switch, although the version is the same", async () => {
    getGameList.mockReset();
    cached.value = { version: "v1", result: { ...list, locale: "en" } };
    const zh = { plateTypes: [], games: [{ id: 1, name: "甲" }] };
    getGameList.mockResolvedValue({ version: "v1", ...zh });
    const data = await new QueryClient().fetchQuery(gameCatalogueQueryOptions());
    expect(getGameList.mock.calls[0]![0]).toEqual({ version: undefined });
    expect(data).toEqual({ ...zh, version: "v1" });
    expect(cached.value).toEqual({ version: "v1", result: { ...zh, locale: "zh-hans" } });
  });

  it("asks with the recorded version before the stored entry is read, then answers from it", async () => {
    getGameList.mockReset();
    cached.value = { version: "v2", result: { ...list, locale: "zh-hans" } };
    cached.known = "v2";
    let open!: () => void;
    cached.gate = new Promise((resolve) => (open = resolve));
    getGameList.mockResolvedValue({ version: "v2", notModified: true });
    const pending = new QueryClient().fetchQuery(gameCatalogueQueryOptions());
    await vi.waitFor(() => expect(getGameList).toHaveBeenCalledTimes(1));
    expect(getGameList.mock.calls[0]![0]).toEqual({ version: "v2" });
    open();
    expect(await pending).toEqual({ ...list, version: "v2" });
  });
});
