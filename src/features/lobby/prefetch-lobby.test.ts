import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, queryOptions } from "@tanstack/react-query";
import { preload } from "react-dom";
import type * as ReactDom from "react-dom";
import { ShelfTab } from "./lobby-search";
import { currentPlate, isFilteredLobby, prefetchLobby } from "./prefetch-lobby";

const catalogueFn = vi.hoisted(() => vi.fn());
vi.mock("react-dom", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactDom>()),
  preload: vi.fn(),
}));
// The catalogue's query (IndexedDB copy) is the games feature's; here only its options matter.
vi.mock("../games", () => ({
  gameCatalogueQueryOptions: () =>
    queryOptions({ queryKey: ["common", "game-list", {}], queryFn: catalogueFn }),
}));
vi.mock("../shell", () => ({
  siteConfigQueryOptions: () =>
    queryOptions({ queryKey: ["common", "site-config"], queryFn: async () => ({ cdnDomain: "" }) }),
}));

const game = (id: number, plateType: string) => ({
  id,
  gameCode: `g${id}`,
  name: `G${id}`,
  plateType,
  platform: "pg",
  imageUrl: `/assets/games/${id}.svg`,
  isHot: false,
  isNew: false,
});
const plates = [
  { plateType: "live", name: "Live", iconUrl: "", platforms: [] },
  { plateType: "slot", name: "Slots", iconUrl: "", platforms: [] },
];

beforeEach(() => {
  vi.mocked(preload).mockClear();
  catalogueFn.mockReset();
  catalogueFn.mockResolvedValue({
    version: "v1",
    plateTypes: plates,
    games: [game(1, "live"), game(2, "slot"), game(3, "slot"), game(4, "slot"), game(5, "slot")],
  });
});

describe("currentPlate", () => {
  it("is the URL's plate, else slots in the slot lobby, else the first plate", () => {
    expect(currentPlate("subgame", "fish", plates)).toBe("fish");
    expect(currentPlate("slot", undefined, plates)).toBe("slot");
    expect(currentPlate("subgame", undefined, plates)).toBe("live");
    expect(currentPlate("subgame", undefined, [])).toBeUndefined();
  });
});

describe("prefetchLobby", () => {
  it("fetches the catalogue into the screen's query and preloads the first row's art", async () => {
    const client = new QueryClient();
    prefetchLobby(client, { kind: "slot" });
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(3));
    expect(vi.mocked(preload).mock.calls.map((c) => c[0])).toEqual([
      "/assets/games/2.svg",
      "/assets/games/3.svg",
      "/assets/games/4.svg",
    ]);
    expect(client.getQueryData(["common", "game-list", {}])).toMatchObject({ version: "v1" });
    expect(catalogueFn).toHaveBeenCalledTimes(1);
  });

  it("preloads nothing for a filtered lobby, whose first games are others", async () => {
    const client = new QueryClient();
    prefetchLobby(client, { kind: "slot", filtered: isFilteredLobby({ platform: "jdb" }) });
    await vi.waitFor(() => expect(client.getQueryData(["common", "game-list", {}])).toBeTruthy());
    await new Promise((r) => setTimeout(r, 0));
    expect(preload).not.toHaveBeenCalled();
  });
});

describe("isFilteredLobby", () => {
  it("is true with a search term, a provider or a shelf, else false", () => {
    expect(isFilteredLobby({})).toBe(false);
    expect(isFilteredLobby({ q: "mahjong" })).toBe(true);
    expect(isFilteredLobby({ platform: "pg" })).toBe(true);
    expect(isFilteredLobby({ shelf: ShelfTab.Favourites })).toBe(true);
  });
});
