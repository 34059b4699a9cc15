// The seeded game catalogue: platforms per plate type and a few hundred slot games with
// generated names and art. Deterministic, so the catalogue `version` is stable across restarts.
import type { Bi } from "./seed-tenants.ts";

export interface PlatformSeed {
  code: string;
  plateType: string;
  name: Bi;
  games: number;
}

export const PLATE_NAMES: Record<string, Bi> = {
  slot: ["电子", "Slots"],
  live: ["真人", "Live casino"],
  sports: ["体育", "Sports"],
  lottery: ["彩票", "Lottery"],
  chess: ["棋牌", "Cards"],
  fish: ["捕鱼", "Fishing"],
};

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

export function gameSeeds(): GameSeed[] {
  const out: GameSeed[] = [];
  PLATFORM_SEEDS.forEach((p, pi) => {
    for (let i = 0; i < p.games; i++) {
      let name: Bi;
      if (p.plateType === "slot") {
        // Walk the adjective × noun grid with a per-platform offset so providers differ.
        const k = (i * 7 + pi * 13) % (ADJ.length * NOUN.length);
        const a = ADJ[k % ADJ.length]!;
        const n = NOUN[Math.floor(k / ADJ.length)]!;
        name = [a[0] + n[0], `${a[1]} ${n[1]}`];
      } else {
        const t = TABLE_NAMES[p.plateType]![i]!;
        name = [`${p.name[0]} ${t[0]}`, `${t[1]}`];
      }
      out.push({
        plateType: p.plateType,
        platform: p.code,
        gameCode: `${p.code}-${String(i + 1).padStart(3, "0")}`,
        name,
        isHot: i % 9 === 0,
        isNew: i % 11 === 3,
      });
    }
  });
  return out;
}
