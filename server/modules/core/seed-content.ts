// Per-tenant content of the seed: images, news, short menus, promotions and the demo letters.
import type { Db } from "../../db/db.ts";
import {
  ImageType,
  LinkOpenMode,
  MenuCode,
  NewsType,
} from "../../../src/api/contract/constants.ts";
import type { Bi, TenantSeed } from "./seed-tenants.ts";
import { prep } from "../../db/sql.ts";

const DAY = 86_400_000;

// Every promotion promises only what this platform does (the deposit bonuses, the rebate, the
// wallet and sign-in features): a player who reads one and acts on it gets what it says.
export const PROMOTIONS: readonly { category: string; title: Bi; summary: Bi }[] = [
  {
    category: "new",
    title: ["新会员首存礼", "New member first-deposit gift"],
    summary: ["首存100%，最高1888", "100% on the first deposit, up to 1,888"],
  },
  {
    category: "daily",
    title: ["每日首存加赠", "Daily first-deposit bonus"],
    summary: ["每天首笔存款加赠5%", "5% extra on the first deposit each day"],
  },
  {
    category: "daily",
    title: ["自助返水", "Self-service rebate"],
    summary: ["有效投注返水0.5%，随时领取", "0.5% back on valid bets, claim it any time"],
  },
  {
    category: "deposit",
    title: ["USDT存款", "USDT deposits"],
    summary: ["支持USDT（TRC20）存款，10起存", "Deposit with USDT (TRC20) from 10.00"],
  },
  {
    category: "vip",
    title: ["通行密钥登录", "Passkey sign-in"],
    summary: [
      "用指纹或面容登录，无需输入密码",
      "Sign in with your fingerprint or face, no password to type",
    ],
  },
  {
    category: "new",
    title: ["免转钱包", "Transfer-free wallet"],
    summary: ["开启后余额自动转入游戏", "Turn it on and your balance follows you into the game"],
  },
];

/** The announcement picture's word. */
export const NOTICE_TITLE: Bi = ["公告", "Notice"];

export async function seedContent(db: Db, t: TenantSeed, tenantId: number, now: number) {
  const art = (f: string) => `/assets/tenants/${t.key}/${f}`;
  const [zhName, enName] = t.name;

  const img = prep(
    db,
    `INSERT INTO company_images (tenant_id, image_type, image_url, title, title_en, jump_url, open_mode, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const images: [number, string, Bi, string, number][] = [
    [ImageType.Logo, "logo.svg", t.name, "", LinkOpenMode.SameTab],
    [ImageType.H5Logo, "logo.svg", t.name, "", LinkOpenMode.SameTab],
    [ImageType.Favicon, "favicon.svg", t.name, "", LinkOpenMode.SameTab],
    [ImageType.H5Dialog, "dialog.svg", NOTICE_TITLE, "/promotion", LinkOpenMode.SameTab],
    [ImageType.PcDialog, "dialog.svg", NOTICE_TITLE, "/promotion", LinkOpenMode.SameTab],
    [ImageType.QrCode, "qr.svg", ["下载APP", "Get the app"], "", LinkOpenMode.SameTab],
    [ImageType.AppCorner, "corner.svg", ["APP", "App"], "", LinkOpenMode.SameTab],
    [ImageType.LaunchBackground, "launch.svg", t.name, "", LinkOpenMode.SameTab],
  ];
  t.slogans.forEach((s, i) => {
    const jump =
      i === 0 ? "/promotion/promotion-details/1" : i === 1 ? "/member/return" : "/game-slot/slot";
    images.push([ImageType.H5Carousel, `carousel-${i + 1}.svg`, s, jump, LinkOpenMode.SameTab]);
    images.push([ImageType.PcCarousel, `carousel-${i + 1}.svg`, s, jump, LinkOpenMode.SameTab]);
  });
  for (const [i, [type, file, [zh, en], jump, mode]] of images.entries()) {
    await img.run(tenantId, type, art(file), zh, en, jump, mode, i);
  }

  const news = prep(
    db,
    `INSERT INTO news (tenant_id, news_type, title, title_en, content, content_en, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const items: [number, Bi, Bi][] = [
    [
      NewsType.Latest,
      [`欢迎来到${zhName}`, `Welcome to ${enName}`],
      [
        `${zhName}全新上线，注册即可体验全部游戏。`,
        `${enName} is live: register to play every game.`,
      ],
    ],
    [
      NewsType.Latest,
      ["系统维护通知", "Scheduled maintenance"],
      [
        "每周二 04:00–06:00 例行维护，期间部分游戏暂停。",
        "Every Tuesday 04:00–06:00 some games pause for maintenance.",
      ],
    ],
    [
      NewsType.Company,
      ["关于我们", "About us"],
      [
        `${zhName}持有合法牌照，致力于负责任博彩。`,
        `${enName} is licensed and committed to responsible gaming.`,
      ],
    ],
    [
      NewsType.Game,
      ["新游戏上线", "New games"],
      ["本周新增10款电子游戏。", "Ten new slot games this week."],
    ],
    [NewsType.Carousel, t.slogans[0], t.slogans[1]],
    [
      NewsType.Group,
      ["代理合作", "Partner programme"],
      ["推荐好友，享受佣金分成。", "Refer friends and share the commission."],
    ],
    [
      NewsType.User,
      ["账户安全提示", "Account safety"],
      [
        "请开启双重验证保护您的账户。",
        "Turn on two-factor authentication to protect your account.",
      ],
    ],
    [
      NewsType.Deposit,
      ["存款通知", "Deposit notice"],
      [
        "银行转账请备注会员账号，USDT 请使用 TRC20 网络。",
        "Put your username in the bank transfer note; send USDT on TRC20.",
      ],
    ],
    [
      NewsType.Deposit,
      ["存款优惠", "Deposit bonus"],
      ["每日首存赠送 5%。", "5% bonus on the first deposit of each day."],
    ],
    [
      NewsType.Withdraw,
      ["取款须知", "Withdrawal notice"],
      [
        "取款需设置取款密码并绑定银行卡。",
        "Withdrawals need a withdrawal password and a bound bank card.",
      ],
    ],
  ];
  for (const [i, [type, title, content]] of items.entries()) {
    await news.run(
      tenantId,
      type,
      title[0],
      title[1],
      content[0],
      content[1],
      new Date(now - i * DAY).toISOString(),
    );
  }

  const menu = prep(
    db,
    `INSERT INTO short_menus (tenant_id, menu_code, display_name, display_name_en, icon_url, font_color,
       jump_url, new_jump_url, open_mode, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Every menu leads somewhere real: an in-app screen, the chat where the tenant has await one (else
  // the help centre's contacts), and the QQ number as a contact link the app shows to copy.
  const menus: [number, Bi, string, number][] = [
    [MenuCode.SelfReturn, ["自助返水", "Self rebate"], "/member/return", LinkOpenMode.SameTab],
    [MenuCode.Activity, ["优惠活动", "Promotions"], "/promotion", LinkOpenMode.SameTab],
    [
      MenuCode.OnlineService,
      ["在线客服", "Online service"],
      t.imEnabled ? "/messageChat" : "/help#contact",
      LinkOpenMode.NewTab,
    ],
    [
      MenuCode.QQService,
      ["QQ客服", "QQ service"],
      `tencent://message/?uin=${t.qq}`,
      LinkOpenMode.NewTab,
    ],
    [MenuCode.Other, ["代理合作", "Partner programme"], "/help#partners", LinkOpenMode.SameTab],
    [MenuCode.YouhuiSys, ["优惠大厅", "Bonus hall"], "/promotion", LinkOpenMode.SameTab],
    [MenuCode.HelpMenu, ["帮助中心", "Help"], "/help", LinkOpenMode.SameTab],
    [MenuCode.QuickMenu, ["快速存款", "Quick deposit"], "/member/deposit", LinkOpenMode.SameTab],
  ];
  for (const [i, [code, [zh, en], jump, mode]] of menus.entries()) {
    await menu.run(
      tenantId,
      code,
      zh,
      en,
      art(`menu-${code}.svg`),
      // One colour for the whole row: alternating two read as a pattern that means nothing, and
      // where one of them fails contrast the app's fallback made every other label a third colour.
      t.mobileColor,
      jump,
      jump,
      mode,
      i,
    );
  }

  const act = prep(
    db,
    `INSERT INTO activities (tenant_id, title, title_en, summary, summary_en, category, image_url,
       detail_image_url, content, content_en, start_at, end_at, sort) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  for (const [i, { category: cat, title, summary }] of PROMOTIONS.entries()) {
    const n = i + 1;
    await act.run(
      tenantId,
      title[0],
      title[1],
      summary[0],
      summary[1],
      cat,
      art(`promo-${n}.svg`),
      art(`promo-${n}-detail.svg`),
      `${summary[0]}。\n活动期间每位会员限参加一次。\n${zhName}保留最终解释权。`,
      `${summary[1]}.\nOne entry per member during the promotion.\n${enName} reserves the right of final interpretation.`,
      new Date(now - 7 * DAY).toISOString(),
      new Date(now + 60 * DAY).toISOString(),
      i,
    );
  }
}
