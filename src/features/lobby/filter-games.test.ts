// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Game } from "../../api/contract/games";
import { filterGames, searchGames } from "./filter-games";
import { validateLobbySearch } from "./lobby-search";

const game = (id: number, name: string, platform: string, plateType = "slot"): Game => ({
  id,
  gameCode: `g${id}`,
  name,
  plateType,
  platform,
  imageUrl: "",
  isHot: false,
  isNew: false,
});
const games = [
  game(1, "Fortune Tiger", "pg"),
  game(2, "Mahjong Ways", "pg"),
  game(3, "Sweet Bonanza", "pp"),
  game(4, "Baccarat", "ag", "live"),
];
const base = { favourites: [] as string[], recent: [] as string[] };

describe("filterGames", () => {
  it("filters by plate type, provider and name", () => {
    expect(filterGames(games, { ...base, plateType: "slot", search: {} }).map((g) => g.id)).toEqual(
      [1, 2, 3],
    );
    expect(filterGames(games, { ...base, search: { platform: "pg" } }).map((g) => g.id)).toEqual([
      1, 2,
    ]);
    expect(filterGames(games, { ...base, search: { q: "  TIGER " } }).map((g) => g.id)).toEqual([
      1,
    ]);
    expect(filterGames(games, { ...base, search: { q: "ｓｗｅｅｔ" } }).map((g) => g.id)).toEqual([
      3,
    ]);
  });

  it("searches every category and provider for a name, the lobby's own category first", () => {
    const inSlots = { ...base, plateType: "slot" };
    // "baccarat" typed in the slot lobby finds the live table, even with a slot provider chosen.
    expect(
      filterGames(games, { ...inSlots, search: { q: "baccarat", platform: "pg" } }).map(
        (g) => g.id,
      ),
    ).toEqual([4]);
    const mixed = [game(9, "Baccarat Deluxe", "pg"), ...games];
    expect(
      filterGames(mixed, { ...base, plateType: "live", search: { q: "bacc" } }).map((g) => g.id),
    ).toEqual([4, 9]);
  });

  it("shows favourites and recently played (most recent first)", () => {
    const f = { favourites: ["3"], recent: ["2", "1"] };
    expect(filterGames(games, { ...f, search: { shelf: "favourites" } }).map((g) => g.id)).toEqual([
      3,
    ]);
    expect(filterGames(games, { ...f, search: { shelf: "recent" } }).map((g) => g.id)).toEqual([
      2, 1,
    ]);
  });
});

describe("validateLobbySearch", () => {
  it("keeps valid values and drops the rest", () => {
    expect(
      validateLobbySearch({ q: "ti", platform: "pg", shelf: "recent", play: "g1", x: 1 }),
    ).toEqual({ q: "ti", platform: "pg", shelf: "recent", play: "g1" });
    expect(validateLobbySearch({ platform: "<x>", shelf: "all", q: "" })).toEqual({
      q: undefined,
      platform: undefined,
      shelf: undefined,
      play: undefined,
    });
  });
});

describe("searchGames", () => {
  it("answers as filterGames while a query is typed, deleted and replaced", () => {
    const catalogue = [
      ...games,
      game(5, "Fortune Ox", "pg"),
      game(6, "Ｆｏｒｔｕｎｅ Rabbit", "pp"),
    ];
    const steps = [
      ...["f", "fo", "FOR", "fortune", "fortune t", "fortune", "fo", "", "ox", "o", "mah"],
      // From no text (the slot category) to a live game's name.
      ...["", "bacc"],
    ];
    for (const platform of [undefined, "pg"]) {
      for (const q of steps) {
        const f = { ...base, plateType: "slot", search: { q, platform } };
        expect(
          searchGames(catalogue, f).map((g) => g.id),
          `${platform} "${q}"`,
        ).toEqual(filterGames(catalogue, f).map((g) => g.id));
      }
    }
  });

  it("searches only the last matches when a letter is added", () => {
    const catalogue = [...games];
    const f = (q: string) => ({ ...base, plateType: "slot", search: { q } });
    const first = searchGames(catalogue, f("ma"));
    expect(first.map((g) => g.id)).toEqual([2]);
    // A game added behind the memo's back (never happens: a new answer is a new array) shows
    // that "mah" searched the one match of "ma", not the catalogue.
    catalogue.push(game(7, "Mahjong Ways 2", "pg"));
    expect(searchGames(catalogue, f("mah")).map((g) => g.id)).toEqual([2]);
    expect(searchGames(catalogue, f("mah"))).toBe(searchGames(catalogue, f("mah")));
    expect(searchGames(catalogue, f("m")).map((g) => g.id)).toEqual([2, 7]);
  });
});
