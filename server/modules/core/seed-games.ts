// The seeded game catalogue: platforms per plate type and a few hundred slot games with
// generated names and art. Deterministic, so the catalogue `version` is stable across restarts.
// PLAYFRONT_SEED_GAMES=10000 seeds a real operator's size instead: 20 more slot
// providers (34 in all) share the games beyond the tables, so the lobby can be measured at scale.
import type { Bi } from "./seed-tenants.ts";

export interface PlatformSeed {
  code: string;
  plateType: string;
  name: Bi;
  games: number;
}

export const PLATFORM_SEEDS: readonly PlatformSeed[] = [
  { code: "pg", plateType: "slot", name: ["PG电子", "PG Soft"], games: 70 },
  { code: "jdb", plateType: "slot", name: ["JDB电子", "JDB"], games: 60 },
  { code: "cq9", plateType: "slot", name: ["CQ9电子", "CQ9"], games: 60 },
  { code: "pp", plateType: "slot", name: ["PP电子", "Pragmatic Play"], games: 60 },
  { code: "fc", plateType: "slot", name: ["FC电子", "Fa Chai"], games: 50 },
  { code: "ag", plateType: "live", name: ["AG真人", "AG Live"], games: 6 },
  { code: "evo", plateType: "live", name: ["EVO真人", "Evolution"], games: 6 },
  { code: "sb", plateType: "sports", name: ["沙巴体育", "SABA Sports"], games: 2 },
  { code: "im", plateType: "sports", name: ["IM体育", "IM Sports"], games: 2 },
  { code: "vr", plateType: "lottery", name: ["VR彩票", "VR Lottery"], games: 6 },
  { code: "tcg", plateType: "lottery", name: ["TCG彩票", "TCG Lottery"], games: 6 },
  { code: "ky", plateType: "chess", name: ["开元棋牌", "KY Cards"], games: 8 },
  { code: "leg", plateType: "chess", name: ["乐游棋牌", "LEG Cards"], games: 8 },
  { code: "jdbfish", plateType: "fish", name: ["JDB捕鱼", "JDB Fishing"], games: 5 },
];

/** Slot providers that a large catalogue (`seedGameCount` above the default) adds. */
const MORE_SLOT_PROVIDERS: ReadonlyArray<readonly [string, string]> = [
  ["hb", "Habanero"],
  ["ps", "Play'n GO"],
  ["net", "NetEnt"],
  ["rt", "Red Tiger"],
  ["nlc", "Nolimit City"],
  ["btg", "Big Time Gaming"],
  ["qs", "Quickspin"],
  ["yg", "Yggdrasil"],
  ["rel", "Relax Gaming"],
  ["pus", "Push Gaming"],
  ["hs", "Hacksaw Gaming"],
  ["ela", "ELK Studios"],
  ["tk", "Thunderkick"],
  ["ms", "Microgaming"],
  ["bp", "Blueprint"],
  ["isb", "iSoftBet"],
  ["ka", "KA Gaming"],
  ["spd", "Spadegaming"],
  ["jl", "JILI"],
  ["bng", "Booongo"],
];

/** Games of the default catalogue (every platform of PLATFORM_SEEDS). */
export const DEFAULT_GAME_COUNT = PLATFORM_SEEDS.reduce((n, p) => n + p.games, 0);

/** The catalogue size PLAYFRONT_SEED_GAMES asks for (unset, invalid or small: the default). */
export function seedGameCount(env: string | undefined): number {
  const n = Number(env);
  return Number.isInteger(n) && n > DEFAULT_GAME_COUNT ? Math.min(n, 100_000) : DEFAULT_GAME_COUNT;
}

/**
 * The platforms of a catalogue of `total` games: the default ones, and for a larger catalogue
 * MORE_SLOT_PROVIDERS too, with the slot games beyond the tables shared evenly among all slot
 * providers (the first ones get the remainder).
 */
export function platformSeeds(total = DEFAULT_GAME_COUNT): PlatformSeed[] {
  if (total <= DEFAULT_GAME_COUNT) return [...PLATFORM_SEEDS];
  const extra = MORE_SLOT_PROVIDERS.map(([code, name]): PlatformSeed => ({
    code,
    plateType: "slot",
    name: [`${name}电子`, name],
    games: 0,
  }));
  const firstTable = PLATFORM_SEEDS.findIndex((p) => p.plateType !== "slot");
  const platforms = [
    ...PLATFORM_SEEDS.slice(0, firstTable),
    ...extra,
    ...PLATFORM_SEEDS.slice(firstTable),
  ].map((p) => ({ ...p }));
  const slots = platforms.filter((p) => p.plateType === "slot");
  const tables = platforms.filter((p) => p.plateType !== "slot").reduce((n, p) => n + p.games, 0);
  const slotGames = total - tables;
  slots.forEach((p, i) => {
    p.games = Math.floor(slotGames / slots.length) + (i < slotGames % slots.length ? 1 : 0);
  });
  return platforms;
}

const ADJ: readonly Bi[] = [
  ["黄金", "Golden"],
  ["幸运", "Lucky"],
  ["狂野", "Wild"],
  ["神秘", "Mystic"],
  ["烈焰", "Blazing"],
  ["冰霜", "Frozen"],
  ["皇家", "Royal"],
  ["疯狂", "Crazy"],
  ["超级", "Super"],
  ["星际", "Cosmic"],
  ["财富", "Fortune"],
  ["雷霆", "Thunder"],
];
const NOUN: readonly Bi[] = [
  ["巨龙", "Dragon"],
  ["宝藏", "Treasure"],
  ["麻将", "Mahjong"],
  ["水果", "Fruits"],
  ["熊猫", "Panda"],
  ["法老", "Pharaoh"],
  ["海盗", "Pirates"],
  ["女神", "Goddess"],
  ["老虎", "Tiger"],
  ["宝石", "Gems"],
  ["凤凰", "Phoenix"],
  ["金牛", "Bull"],
];
const TABLE_NAMES: Record<string, readonly Bi[]> = {
  live: [
    ["百家乐", "Baccarat"],
    ["龙虎", "Dragon Tiger"],
    ["轮盘", "Roulette"],
    ["骰宝", "Sic Bo"],
    ["牛牛", "Bull Bull"],
    ["21点", "Blackjack"],
  ],
  sports: [
    ["综合体育", "Sportsbook"],
    ["电子竞技", "Esports"],
  ],
  lottery: [
    ["极速赛车", "Speed Racing"],
    ["时时彩", "Every-minute Lotto"],
    ["快三", "Fast Three"],
    ["六合彩", "Mark Six"],
    ["幸运飞艇", "Lucky Airship"],
    ["11选5", "Pick 5 of 11"],
  ],
  chess: [
    ["抢庄牛牛", "Banker Bull"],
    ["炸金花", "Three Cards"],
    ["斗地主", "Fight the Landlord"],
    ["德州扑克", "Texas Hold'em"],
    ["二八杠", "Two Eight Bar"],
    ["百人牛牛", "Hundred Bull"],
    ["十三水", "Thirteen Cards"],
    ["红黑大战", "Red vs Black"],
  ],
  fish: [
    ["捕鱼达人", "Fishing Master"],
    ["龙王捕鱼", "Dragon King Fishing"],
    ["财神捕鱼", "Fortune Fishing"],
    ["深海猎手", "Deep Sea Hunter"],
    ["金蟾捕鱼", "Golden Toad Fishing"],
  ],
};

export interface GameSeed {
  plateType: string;
  platform: string;
  gameCode: string;
  name: Bi;
  isHot: boolean;
  isNew: boolean;
}

export function gameSeeds(platforms: readonly PlatformSeed[] = PLATFORM_SEEDS): GameSeed[] {
  const out: GameSeed[] = [];
  const grid = ADJ.length * NOUN.length;
  platforms.forEach((p, pi) => {
    const digits = Math.max(3, String(p.games).length);
    for (let i = 0; i < p.games; i++) {
      let name: Bi;
      if (p.plateType === "slot") {
        // Walk the adjective × noun grid with a per-platform offset so providers differ; a
        // provider with more games than the grid has names numbers its later rounds ("… 2").
        const k = (i * 7 + pi * 13) % grid;
        const a = ADJ[k % ADJ.length]!;
        const n = NOUN[Math.floor(k / ADJ.length)]!;
        const round = Math.floor(i / grid);
        const suffix = round > 0 ? ` ${round + 1}` : "";
        name = [a[0] + n[0] + suffix, `${a[1]} ${n[1]}${suffix}`];
      } else {
        const t = TABLE_NAMES[p.plateType]![i]!;
        name = [`${p.name[0]} ${t[0]}`, `${t[1]}`];
      }
      out.push({
        plateType: p.plateType,
        platform: p.code,
        gameCode: `${p.code}-${String(i + 1).padStart(digits, "0")}`,
        name,
        isHot: i % 9 === 0,
        isNew: i % 11 === 3,
      });
    }
  });
  return out;
}
