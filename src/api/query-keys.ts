// Every TanStack Query key of the API, in one place so invalidation and persistence agree.
// Member data (anything that needs a token) lives under the ["member", …] prefix: logout and the
// cache persister drop it with one `removeQueries({ queryKey: queryKeys.member.all })`.
// Keys carry no locale: the shell invalidates every query when the locale changes, because
// answers are localized by Accept-Language.
import type { QueryClient, QueryKey } from "@tanstack/react-query";

type Params = Readonly<Record<string, string | number | boolean | null | undefined>>;

export const queryKeys = {
  common: {
    all: ["common"] as const,
    siteConfig: () => ["common", "site-config"] as const,
    companyInfo: (vstyle?: string) => ["common", "company-info", vstyle ?? ""] as const,
    styleConfig: (vstyle?: string) => ["common", "style-config", vstyle ?? ""] as const,
    shortMenus: (vstyle?: string) => ["common", "short-menus", vstyle ?? ""] as const,
    activities: (query: Params = {}) => ["common", "activities", query] as const,
    activity: (id: number) => ["common", "activity", id] as const,
    images: (query: Params) => ["common", "images", query] as const,
    gameList: (query: Params = {}) => ["common", "game-list", query] as const,
    userIcons: () => ["common", "user-icons"] as const,
    languages: () => ["common", "languages"] as const,
    settings: () => ["common", "settings"] as const,
    sliderCaptcha: () => ["common", "slider-captcha"] as const,
  },
  // Chat answers carry localized names and phrases, so their keys include the locale. They are
  // private and live: never persisted to disk (meta.persist false) and refetched whenever a screen
  // mounts (api/endpoints/chat.ts).
  chat: {
    all: ["chat"] as const,
    conversations: (guestId: string, locale: string) =>
      ["chat", "conversations", guestId, locale] as const,
    agents: (locale: string) => ["chat", "users", locale] as const,
    personal: (guestId: string, locale: string) => ["chat", "personal", guestId, locale] as const,
  },
  news: {
    all: ["news"] as const,
    list: (query: Params = {}) => ["news", "all-news", query] as const,
    deposit: () => ["news", "deposit-news"] as const,
  },
  member: {
    all: ["member"] as const,
    user: () => ["member", "user"] as const,
    /** Under user(): the same member, read through the v3 path when chat is on. */
    userInfo: (chatEnabled: boolean) => ["member", "user", chatEnabled ? "v3" : "v1"] as const,
    qrUri: () => ["member", "qr-uri"] as const,
    referral: () => ["member", "referral"] as const,
    letters: {
      all: ["member", "letters"] as const,
      list: (query: Params = {}) => ["member", "letters", "list", query] as const,
    },
    wallet: {
      all: ["member", "wallet"] as const,
      plateTypes: () => ["member", "wallet", "plate-types"] as const,
      balance: (plateType: string) => ["member", "wallet", "balance", plateType] as const,
      /** The bonus in play, cash and what can be withdrawn (read again with every balance). */
      bonus: () => ["member", "wallet", "bonus"] as const,
    },
    /** Not under wallet: a transfer leaves the setting as it was. */
    walletSettings: () => ["member", "wallet-settings"] as const,
    bank: {
      all: ["member", "bank"] as const,
      list: () => ["member", "bank", "list"] as const,
      defaultAccount: () => ["member", "bank", "default"] as const,
      defaultAccountV2: (typeName: string) => ["member", "bank", "default-v2", typeName] as const,
    },
    records: {
      all: ["member", "records"] as const,
      trade: (query: Params = {}) => ["member", "records", "trade", query] as const,
      game: (query: Params = {}) => ["member", "records", "game", query] as const,
      statement: (query: Params) => ["member", "records", "statement", query] as const,
    },
    rebate: {
      all: ["member", "rebate"] as const,
      group: () => ["member", "rebate", "group"] as const,
      search: () => ["member", "rebate", "search"] as const,
    },
    deposit: {
      all: ["member", "deposit"] as const,
      channels: () => ["member", "deposit", "channels"] as const,
      orders: (query: Params = {}) => ["member", "deposit", "orders", query] as const,
      order: (id: number) => ["member", "deposit", "order", id] as const,
    },
    withdrawal: {
      all: ["member", "withdrawal"] as const,
      list: (query: Params = {}) => ["member", "withdrawal", "list", query] as const,
      one: (id: number) => ["member", "withdrawal", "one", id] as const,
    },
    responsible: () => ["member", "responsible"] as const,
    signIns: () => ["member", "sign-ins"] as const,
  },
} as const;

/** Marks every query under each key stale (and refetches the active ones); resolves when all have. */
export const invalidateKeys = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
