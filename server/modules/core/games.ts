// GET /api/Activity/GetGameList: plate types with their platforms, and the games (filterable).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { PlatformContext } from "../../context.ts";
import { negotiate } from "@fastify/accept-negotiator";
import { ok } from "../../http/envelope.ts";
import { localeOf } from "../../i18n/locale.ts";
import { LOCALES, localeTag } from "../../../src/lib/locales.ts";
import { parseQuery } from "../../http/validate.ts";
import {
  gameListQuery,
  type Game,
  type GameList,
  type PlateTypeInfo,
} from "../../../src/api/contract/games.ts";
import { assetUrl, pick } from "./rows.ts";
import { plateName } from "./plate-names.ts";
import { prep, prepPluck } from "../../db/sql.ts";

interface PlatformRow {
  code: string;
  plate_type: string;
  name: string;
  name_en: string;
}
interface GameRow {
  id: number;
  plate_type: string;
  platform: string;
  game_code: string;
  name: string;
  name_en: string;
  image_url: string;
  is_hot: number;
  is_new: number;
}

export function registerGameRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  const allGames = prep<[], GameRow>(db, "SELECT * FROM games ORDER BY id");
  const platforms = prep<[], PlatformRow>(db, "SELECT * FROM game_platforms ORDER BY sort");
  const versionQ = prepPluck(db, "SELECT value FROM core_meta WHERE key = 'games-version'");

  // The catalogue is fixed while the server runs: answers are built once per language and filter
  // and sent pre-serialized, and the ~57 kB list is compressed once per encoding, not per request
  // (server/app.ts's per-request compression skips an answer that already has an encoding).
  const cache = new Map<string, { json: string; br?: Buffer; gzip?: Buffer }>();
  app.get("/api/Activity/GetGameList", async (req, reply) => {
    const f = parseQuery(req, gameListQuery, req.query);
    // The device already holds this version: no list (the client keeps its copy, docs/product.md §3).
    const version = String(versionQ.get() ?? "");
    if (f.version !== undefined && f.version === version) {
      return reply.send(ok({ version, notModified: true }));
    }
    const key = JSON.stringify([localeOf(req), f.plateType, f.platform, f.keyword]);
    let entry = cache.get(key);
    if (!entry) {
      entry = { json: JSON.stringify(ok(build(req, f, version))) };
      if (cache.size >= 500) cache.clear();
      cache.set(key, entry);
    }
    reply.type("application/json; charset=utf-8").header("vary", "Accept-Encoding");
    // The same negotiator @fastify/compress uses: Brotli first, qualities and "*" honoured.
    const encoding = negotiate(String(req.headers["accept-encoding"] ?? ""), ["br", "gzip"]);
    if (encoding === "br") {
      entry.br ??= brotliCompressSync(entry.json, {
        // Brotli's best quality took 18.5 s (blocking the server) for a 10,000-game list of
        // 1.6 MB (PLAYFRONT_SEED_GAMES); quality 5, as server/app.ts uses, takes 0.2 s.
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: entry.json.length > 256_000 ? 5 : 11 },
      });
      return reply.header("content-encoding", "br").send(entry.br);
    }
    if (encoding === "gzip") {
      entry.gzip ??= gzipSync(entry.json);
      return reply.header("content-encoding", "gzip").send(entry.gzip);
    }
    return reply.send(entry.json);
  });

  // Built and compressed once the server listens, each language's whole list (what every lobby
  // asks for): the first player after a start does not wait for it — with a 10,000-game catalogue
  // (PLAYFRONT_SEED_GAMES) building and compressing one took ~0.3–0.5 s. One language a turn of
  // the event loop, so a request arriving meanwhile waits for one at most.
  app.addHook("onListen", async () => {
    void (async () => {
      for (const locale of LOCALES) {
        await new Promise((resolve) => setImmediate(resolve));
        await app.inject({
          url: "/api/Activity/GetGameList",
          headers: { "accept-language": localeTag(locale), "accept-encoding": "br" },
        });
      }
    })().catch(() => {
      // Only a head start: the first request builds what is missing.
    });
  });

  function build(
    req: FastifyRequest,
    f: z.output<typeof gameListQuery>,
    version: string,
  ): GameList {
    const plates = new Map<string, PlateTypeInfo>();
    for (const p of platforms.all()) {
      let plate = plates.get(p.plate_type);
      if (!plate) {
        plate = {
          plateType: p.plate_type,
          name: plateName(req, p.plate_type),
          iconUrl: assetUrl(`/assets/plates/${p.plate_type}.svg`),
          platforms: [],
        };
        plates.set(p.plate_type, plate);
      }
      plate.platforms.push({ code: p.code, name: pick(req, p.name, p.name_en) });
    }
    const kw = f.keyword?.toLowerCase();
    const games: Game[] = [];
    for (const r of allGames.all()) {
      if (f.plateType && r.plate_type !== f.plateType) continue;
      if (f.platform && r.platform !== f.platform) continue;
      const name = pick(req, r.name, r.name_en);
      if (kw && ![r.name, r.name_en, name].some((n) => n.toLowerCase().includes(kw))) continue;
      games.push({
        id: r.id,
        gameCode: r.game_code,
        name,
        plateType: r.plate_type,
        platform: r.platform,
        imageUrl: assetUrl(r.image_url),
        isHot: r.is_hot === 1,
        isNew: r.is_new === 1,
      });
    }
    const result: GameList = {
      version,
      plateTypes: [...plates.values()],
      games,
    };
    return result;
  }
}

/** The English name of a seeded game (its art draws it), or null for an unknown one. */
export function gameNameLookup(ctx: PlatformContext) {
  const q = prepPluck<[string, string], string>(
    ctx.db,
    "SELECT name_en FROM games WHERE platform = ? AND game_code = ?",
  );
  return (platform: string, code: string) => q.get(platform, code) ?? null;
}
