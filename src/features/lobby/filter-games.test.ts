import { describe, expect, it } from "vitest";
import type { Game } from "../../api/contract/games";
import { filterGames } from "./filter-games";
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
