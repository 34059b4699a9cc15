// The seeded tenants of docs/product.md §10: data, as many as an operator runs. A tenant's key is its
// own id, the first label of its hosts (`<key>.example.com`); its family is the layout it uses, one
// of the four (classic, elec, lottery, tq), shared by any number of tenants. vStyle ends in the
// family's digit (0 classic, 1 elec, 2 lottery, 3 tq). Texts come as [zh, en].
import type { StyleFamily } from "../../../src/api/contract/common.ts";

export type Bi = readonly [zh: string, en: string];

export interface TenantSeed {
  /** The tenant's id: the first label of its host, and its artwork's folder. */
  key: string;
  /** The layout family it uses. */
  family: StyleFamily;
  name: Bi;
  /** Home-screen label of the installed app (the manifest's short_name), at most 12 characters. */
  shortName: Bi;
  vStyle: string;
  mobileColor: string;
  /** Second colour of the generated artwork. */
  accent: string;
  /** An outside customer-service address; the seed has none (the app's own chat and contacts). */
  serviceUrl: string;
  serviceBackupUrl: string;
  imEnabled: boolean;
  /** The customer-service QQ number its QQ menu names. */
  qq: string;
  appIsVerification: boolean;
  /** Headline words painted on carousel art. */
  slogans: readonly [Bi, Bi, Bi];
  /** ISO 4217 code of the one currency the tenant's wallets hold (site config `currency`). */
  currency: string;
  /** Where a player finds help with gambling (site config `helpline`). */
  helpline: { name: Bi; phone: string; url: string };
}

export const TENANT_SEEDS: readonly TenantSeed[] = [
  {
    key: "classic",
    family: "classic",
    name: ["皇冠经典娱乐", "Crown Classic"],
    shortName: ["皇冠经典", "Crown"],
    vStyle: "style-classic0",
    mobileColor: "#b91c1c",
    accent: "#f59e0b",
    serviceUrl: "",
    qq: "800018801",
    serviceBackupUrl: "",
    imEnabled: false,
    appIsVerification: false,
    slogans: [
      ["新会员首存送100%", "100% first deposit bonus"],
      ["每日返水无上限", "Unlimited daily rebate"],
      ["经典老虎机 百款任玩", "Hundreds of classic slots"],
    ],
    currency: "CNY",
    helpline: {
      name: ["理性娱乐援助热线", "Responsible Play Helpline"],
      phone: "+1 800 555 0101",
      url: "https://www.gamblersanonymous.org/",
    },
  },
  {
    key: "elec",
    family: "elec",
    name: ["电玩星球", "Elec Planet"],
    shortName: ["电玩星球", "Elec Planet"],
    vStyle: "style-elec1",
    mobileColor: "#6d28d9",
    accent: "#22d3ee",
    serviceUrl: "",
    qq: "800018802",
    serviceBackupUrl: "",
    imEnabled: true,
    appIsVerification: false,
    slogans: [
      ["电子游戏 爆奖不停", "Slots that never stop paying"],
      ["在线客服 即时回复", "Live chat, instant answers"],
      ["周末闯关 赢取大奖", "Weekend quests, big prizes"],
    ],
    currency: "USD",
    helpline: {
      name: ["健康游戏咨询中心", "Healthy Play Counselling"],
      phone: "+1 800 555 0102",
      url: "https://www.gamblersanonymous.org/",
    },
  },
  {
    key: "lottery",
    family: "lottery",
    name: ["幸运彩票", "Lucky Lottery"],
    shortName: ["幸运彩票", "Lucky Lotto"],
    vStyle: "style-lottery2",
    mobileColor: "#c2410c",
    accent: "#fde047",
    serviceUrl: "",
    qq: "800018803",
    serviceBackupUrl: "",
    imEnabled: false,
    appIsVerification: true,
    slogans: [
      ["每期开奖 好运连连", "A draw every few minutes"],
      ["彩票加奖 最高8%", "Up to 8% lottery bonus"],
      ["安全验证 放心投注", "Verified and secure"],
    ],
    currency: "THB",
    helpline: {
      name: ["理性购彩帮助热线", "Lottery Help Line"],
      phone: "+1 800 555 0103",
      url: "https://www.gamblersanonymous.org/",
    },
  },
  {
    key: "tq",
    family: "tq",
    name: ["天擎体育", "TQ Sports"],
    shortName: ["天擎体育", "TQ Sports"],
    vStyle: "style-tq3",
    mobileColor: "#0f766e",
    accent: "#a3e635",
    serviceUrl: "",
    qq: "800018804",
    serviceBackupUrl: "",
    imEnabled: false,
    appIsVerification: false,
    slogans: [
      ["体育赛事 全场滚球", "In-play betting on every match"],
      ["串关返利 天天有", "Parlay rebates every day"],
      ["真人视讯 极速开局", "Live dealers, fast rounds"],
    ],
    currency: "CNY",
    helpline: {
      name: ["体育投注援助热线", "Sports Betting Support Line"],
      phone: "+1 800 555 0104",
      url: "https://www.gamblersanonymous.org/",
    },
  },
];

/** Demo member seeded in every tenant (the money module credits its main wallet). */
export const DEMO_USER = { userName: "demo", password: "demo1234" } as const;

/** Hosts `iframe-page` / `embedded` may frame (https only). */
export const FRAME_HOSTS = ["service.example.com", "backup-service.example.com", "example.com"];

export const AVATAR_COUNT = 12;
