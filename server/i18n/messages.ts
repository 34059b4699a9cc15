// The platform's one message catalog (issue 20): every text a person reads that the platform
// writes — refusals (`fail(…, say(req, "…"))`), the manifest's labels — in the app's five
// locales. Messages are written in English at the call site, like the app's Lingui messages;
// this table holds the other four. `{name}` placeholders are filled by `say`'s third argument.
// messages.test.ts fails when a call site uses a message that is not here, or a locale misses one.
import type { Locale } from "./locale.ts";

export type Translations = Readonly<Record<Exclude<Locale, "en">, string>>;

export const MESSAGES: Readonly<Record<string, Translations>> = {
  // PWA manifest (server/modules/pwa/manifest.ts)
  "{name}: games lobby, wallet and customer service": {
    "zh-hans": "{name}：游戏大厅、钱包与在线客服",
    "zh-hant": "{name}：遊戲大廳、錢包與線上客服",
    vi: "{name}: sảnh trò chơi, ví và CSKH",
    th: "{name}: ล็อบบี้เกม กระเป๋าเงิน และบริการลูกค้า",
  },
  "Games lobby": {
    "zh-hans": "游戏大厅",
    "zh-hant": "遊戲大廳",
    vi: "Sảnh trò chơi",
    th: "ล็อบบี้เกม",
  },
  Lobby: { "zh-hans": "大厅", "zh-hant": "大廳", vi: "Sảnh", th: "ล็อบบี้" },
  Deposit: { "zh-hans": "存款", "zh-hant": "存款", vi: "Nạp tiền", th: "ฝากเงิน" },
  "Deposit to your wallet": {
    "zh-hans": "向钱包存款",
    "zh-hant": "存款到錢包",
    vi: "Nạp tiền vào ví",
    th: "ฝากเงินเข้ากระเป๋า",
  },
  Messages: { "zh-hans": "消息", "zh-hant": "訊息", vi: "Tin nhắn", th: "ข้อความ" },
  "Chat with customer service": {
    "zh-hans": "与在线客服聊天",
    "zh-hant": "與線上客服聊天",
    vi: "Trò chuyện với CSKH",
    th: "แชตกับฝ่ายบริการลูกค้า",
  },
};

/** `message` (English, as written at the call site) in `locale`, placeholders filled. */
export function translate(
  locale: Locale,
  message: string,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  const text = locale === "en" ? message : (MESSAGES[message]?.[locale] ?? message);
  return text.replace(/\{(\w+)\}/g, (all, key: string) =>
    Object.hasOwn(vars, key) ? String(vars[key]) : all,
  );
}
