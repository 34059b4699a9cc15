// PLAYFRONT_SEED_GAMES: a real operator's catalogue size for the lobby's bench.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_GAME_COUNT,
  gameSeeds,
  platformSeeds,
  PLATFORM_SEEDS,
  seedGameCount,
} from "./seed-games.ts";
import { GAME_NAME_PARAM } from "./assets.ts";
import { startHarness, type Harness } from "./test/harness.ts";

describe("catalogue size", () => {
  it("is the default unless PLAYFRONT_SEED_GAMES asks for more", () => {
    expect(DEFAULT_GAME_COUNT).toBe(349);
    expect(seedGameCount(undefined)).toBe(349);
    expect(seedGameCount("")).toBe(349);
    expect(seedGameCount("abc")).toBe(349);
    expect(seedGameCount("12.5")).toBe(349);
    expect(seedGameCount("100")).toBe(349);
    expect(seedGameCount("10000")).toBe(10_000);
    expect(platformSeeds()).toEqual(PLATFORM_SEEDS);
    expect(gameSeeds(platformSeeds(349))).toEqual(gameSeeds());
  });

  it("seeds exactly the games asked for, across 30+ providers, with unique valid codes", () => {
    for (const total of [350, 10_000, 10_007]) {
      const platforms = platformSeeds(total);
      const games = gameSeeds(platforms);
      expect(games).toHaveLength(total);
      expect(platforms.length).toBeGreaterThanOrEqual(30);
      expect(new Set(platforms.map((p) => p.code)).size).toBe(platforms.length);
      expect(new Set(games.map((g) => g.gameCode)).size).toBe(total);
      for (const g of games) expect(g.gameCode).toMatch(GAME_NAME_PARAM);
      // The tables are unchanged; every slot provider has games.
      for (const p of PLATFORM_SEEDS.filter((s) => s.plateType !== "slot"))
        expect(games.filter((g) => g.platform === p.code)).toHaveLength(p.games);
      for (const p of platforms) expect(p.games).toBeGreaterThan(0);
    }
    // Names stay distinct within a provider (a later round of the name grid is numbered).
    const pg = gameSeeds(platformSeeds(10_000)).filter((g) => g.platform === "pg");
    expect(new Set(pg.map((g) => g.name[1])).size).toBe(pg.length);
  });
});

describe("the platform seeded with PLAYFRONT_SEED_GAMES=10000", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seedGames: "10000" });
  });
  afterAll(() => h?.close());

  it("lists 10,000 games of 34 providers and serves their art", async () => {
    const r = await h.call("GET", "/api/Activity/GetGameList");
    const { plateTypes, games } = r.json.result;
    expect(games).toHaveLength(10_000);
    const providers = plateTypes.flatMap((p: { platforms: unknown[] }) => p.platforms);
    expect(providers).toHaveLength(34);
    const last = games[games.length - 1];
    const art = await h.app.inject({ url: new URL(last.imageUrl, "http://x").pathname });
    expect(art.statusCode).toBe(200);
  });

  it("compresses the 1.6 MB list with Brotli in well under a second (best quality took 18 s)", async () => {
    const started = performance.now();
    const res = await h.app.inject({
      url: "/api/Activity/GetGameList",
      headers: { "accept-encoding": "br", "accept-language": "zh-CN" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
