// GET /api/Activity/GetGameList: plate types with their platforms, and the games (filterable).
import { SearchGate } from "./search-gate.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { PlatformContext } from "../../context.ts";
import { negotiate } from "@fastify/accept-negotiator";
import { ok } from "../../http/envelope.ts";
import { localeOf } from "../../i18n/locale.ts";
import { LOCALES, localeTag, type Locale } from "../../../src/api/contract/locales.ts";
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

export async function registerGameRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
): Promise<void> {
  const { db } = ctx;
  // The catalogue is fixed while the server runs: read once at start.
  const allGames = await prep<[], GameRow>(db, "SELECT * FROM games ORDER BY id").all();
  const platforms = await prep<[], PlatformRow>(
    db,
    "SELECT * FROM game_platforms ORDER BY sort",
  ).all();
  const version = String(
    (await prepPluck(db, "SELECT value FROM core_meta WHERE key = 'games-version'").get()) ?? "",
  );

  // The catalogue is fixed while the server runs: answers are built once per language and filter
  // and sent pre-serialized. An answer asked for again is compressed once per encoding on libuv's
  // threadpool (never on the event loop) and sent from memory after that; until then, and for a
  // one-off search, the per-request compression of server/app.ts sends it (it skips an answer that
  // already has an encoding). The cache is a bounded LRU, so a stream of new keywords only pushes
  // out the least recently asked answers; the lobby's lists stay.
  const cache = gameListCache(ctx);
  const gate = new SearchGate({
    perSec: ctx.config.searchesPerSec,
    maxWaiting: SEARCH_GATE.maxWaiting,
    maxWaitMs: SEARCH_GATE.maxWaitMs,
  });
  app.get("/api/Activity/GetGameList", async (req, reply) => {
    const f = parseQuery(req, gameListQuery, req.query);
    // The device already holds this version: no list (the client keeps its copy, docs/product.md §3).
    if (f.version !== undefined && f.version === version) {
      return reply.send(ok({ version, notModified: true }));
    }
    const keyword = normalizeKeyword(f.keyword);
    const key = JSON.stringify([localeOf(req), f.plateType, f.platform, keyword]);
    let entry = cache.get(key);
    const hit = entry !== undefined;
    if (!entry && keyword !== undefined) {
      await gate.enter();
      // Built by a search of the same keyword that waited ahead of this one.
      entry = cache.get(key);
    }
    if (!entry) {
      // Encoded once: a string body would be encoded to UTF-8 again on every send.
      const json = Buffer.from(JSON.stringify(ok(build(req, { ...f, keyword }, version))));
      entry = { json, search: keyword !== undefined };
      cache.set(key, entry);
    }
    reply.type("application/json; charset=utf-8").header("vary", "Accept-Encoding");
    // The same negotiator @fastify/compress uses: Brotli first, qualities and "*" honoured.
    const encoding = negotiate(String(req.headers["accept-encoding"] ?? ""), ["br", "gzip"]);
    if (encoding === "br" || encoding === "gzip") {
      const done = entry[encoding];
      if (done) return reply.header("content-encoding", encoding).send(done);
      if (hit) void compressAhead(key, entry, encoding);
    }
    return reply.send(entry.json);
  });

  /** Compresses an answer for one encoding, once, off the event loop. */
  function compressAhead(key: string, entry: GameListEntry, encoding: "br" | "gzip") {
    const running = entry.compressing ?? (entry.compressing = {});
    running[encoding] ??= (async () => {
      if (encoding === "gzip") {
        entry.gzip = await gzipAsync(entry.json);
      } else {
        // Brotli's best quality only for the lobby's lists (few, and sent to every player);
        // searches (as many as keywords) and a 10,000-game list of 1.6 MB (PLAYFRONT_SEED_GAMES,
        // far too slow at it) get server/app.ts's quality.
        const quality = entry.search || entry.json.length > 256_000 ? 5 : 11;
        const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: quality };
        entry.br = await brotliAsync(entry.json, { params });
      }
      cache.resize(key, entry);
    })().catch(() => {
      // Uncompressed answers still go out (compressed per request); the next hit tries again.
      delete running[encoding];
    });
    return running[encoding];
  }

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
          headers: { "accept-language": localeTag(locale) },
        });
        const key = JSON.stringify([locale, undefined, undefined, undefined]);
        const entry = cache.get(key);
        if (entry)
          await Promise.all([compressAhead(key, entry, "br"), compressAhead(key, entry, "gzip")]);
      }
    })().catch(() => {
      // Only a head start: the first request builds what is missing.
    });
  });

  // Each language's plate types and games, with the games' names in the keyword's form, worked
  // out once (the catalogue is fixed while the server runs): a search only filters them.
  const views = new Map<Locale, LocaleView>();
  function viewOf(req: FastifyRequest): LocaleView {
    const locale = localeOf(req);
    let view = views.get(locale);
    if (view) return view;
    const plates = new Map<string, PlateTypeInfo>();
    for (const p of platforms) {
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
    const games = allGames.map((r) => {
      const name = pick(req, r.name, r.name_en);
      const game: Game = {
        id: r.id,
        gameCode: r.game_code,
        name,
        plateType: r.plate_type,
        platform: r.platform,
        imageUrl: assetUrl(r.image_url),
        isHot: r.is_hot === 1,
        isNew: r.is_new === 1,
      };
      return { game, forms: [r.name, r.name_en, name].map((n) => normalizeKeyword(n) ?? "") };
    });
    views.set(locale, (view = { plateTypes: [...plates.values()], games }));
    return view;
  }

  function build(
    req: FastifyRequest,
    f: z.output<typeof gameListQuery>,
    version: string,
  ): GameList {
    const view = viewOf(req);
    const kw = f.keyword;
    const games: Game[] = [];
    for (const { game, forms } of view.games) {
      if (f.plateType && game.plateType !== f.plateType) continue;
      if (f.platform && game.platform !== f.platform) continue;
      if (kw && !forms.some((n) => n.includes(kw))) continue;
      games.push(game);
    }
    return { version, plateTypes: view.plateTypes, games };
  }
}

interface LocaleView {
  plateTypes: PlateTypeInfo[];
  games: { game: Game; forms: string[] }[];
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The form a keyword is matched and cached in: compatibility forms folded (full-width letters,
 * ligatures), lower case, runs of white space one space, trimmed. Empty is no keyword.
 */
export function normalizeKeyword(keyword: string | undefined): string | undefined {
  const k = keyword?.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return k || undefined;
}

interface GameListEntry {
  /** The answer's JSON, UTF-8. */
  json: Buffer;
  /** A keyword's answer (else a lobby list: all games, or a plate type's or platform's). */
  search: boolean;
  br?: Buffer;
  gzip?: Buffer;
  compressing?: Partial<Record<"br" | "gzip", Promise<void>>>;
  bytes?: number;
}

/** How many answers, and how many bytes of them, one server keeps for GetGameList. */
export const GAME_LIST_CACHE = { entries: 256, bytes: 32 * 1024 * 1024 };
/** Searches waiting for the gate at once, and how long each may wait (core/search-gate.ts). */
export const SEARCH_GATE = { maxWaiting: 500, maxWaitMs: 5_000 };

/**
 * A least-recently-used map (a Map keeps insertion order: a hit moves its key to the end, the
 * oldest key is first), bounded by entries and bytes. It is never emptied at once: a new answer
 * pushes out only as many old ones as it needs room for.
 */
class GameListCache {
  readonly #map = new Map<string, GameListEntry>();
  #bytes = 0;

  get size() {
    return this.#map.size;
  }

  get bytes() {
    return this.#bytes;
  }

  has(key: string) {
    return this.#map.has(key);
  }

  get(key: string): GameListEntry | undefined {
    const entry = this.#map.get(key);
    if (entry) {
      this.#map.delete(key);
      this.#map.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: GameListEntry) {
    this.#map.set(key, entry);
    this.resize(key, entry);
  }

  /** Counts an entry's bytes again (after compression) and evicts the oldest past the bounds. */
  resize(key: string, entry: GameListEntry) {
    // Evicted while it was being compressed: nothing to count.
    if (this.#map.get(key) !== entry) return;
    const bytes = entry.json.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
    this.#bytes += bytes - (entry.bytes ?? 0);
    entry.bytes = bytes;
    for (const [oldKey, old] of this.#map) {
      if (this.#map.size <= GAME_LIST_CACHE.entries && this.#bytes <= GAME_LIST_CACHE.bytes) break;
      if (old === entry) continue;
      this.#map.delete(oldKey);
      this.#bytes -= old.bytes ?? 0;
    }
  }
}

const caches = new WeakMap<PlatformContext, GameListCache>();
/** The GetGameList answers one platform keeps (the security suite watches its bounds). */
export function gameListCache(ctx: PlatformContext): GameListCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new GameListCache()));
  return cache;
}

/** The English name of a seeded game (its art draws it), or null for an unknown one. */
export async function gameNameLookup(ctx: PlatformContext) {
  const rows = await prep<
    [],
    { platform: string; code: string; nameEn: string; plateType: string }
  >(
    ctx.db,
    'SELECT platform, game_code AS code, name_en AS "nameEn", plate_type AS "plateType" FROM games',
  ).all();
  const games = new Map(
    rows.map((r) => [`${r.platform}/${r.code}`, { nameEn: r.nameEn, plateType: r.plateType }]),
  );
  return (platform: string, code: string) => games.get(`${platform}/${code}`) ?? null;
}
