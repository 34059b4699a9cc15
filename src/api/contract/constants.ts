// Named values of docs/product.md §3 (plain objects, not TS enums: the code is erasable TypeScript).
// The app imports these as values; keep this file free of zod and of anything heavy. The service
// worker and the platform import them too.

/** How often the app asks whether a new version is out (the platform's /common/settings). */
export const VERSION_POLL_MS = 30_000;
/** Default periodic-task interval (unread letters polling). */
export const PERIODIC_TASK_MS = 300_000;
/**
 * The tiny image every host of tenant images serves (the platform's 1×1 GIF): the app pings it
 * to choose a CDN host, and the service worker never answers it from a cache.
 */
export const PING_PATH = "/assets/ping.gif";

export const LetterStatus = { Unread: 0, MarkRead: 1, Delete: 2 } as const;
export type LetterStatus = (typeof LetterStatus)[keyof typeof LetterStatus];

export const LetterBox = { Inbox: 0, Outbox: 1 } as const;
export type LetterBox = (typeof LetterBox)[keyof typeof LetterBox];

export const MenuCode = {
  SelfReturn: 1,
  Activity: 2,
  OnlineService: 3,
  QQService: 4,
  Other: 5,
  YouhuiSys: 8,
  HelpMenu: 9,
  QuickMenu: 10,
} as const;
export type MenuCode = (typeof MenuCode)[keyof typeof MenuCode];

export const NewsType = {
  Latest: 1,
  Company: 2,
  Game: 3,
  Carousel: 4,
  Group: 5,
  User: 6,
  Deposit: 7,
  Withdraw: 10,
} as const;
export type NewsType = (typeof NewsType)[keyof typeof NewsType];

export const LinkOpenMode = { NewTab: 0, NewDialog: 1, SameTab: 2 } as const;
export type LinkOpenMode = (typeof LinkOpenMode)[keyof typeof LinkOpenMode];

export const CaptchaMode = { Slider: 0, Script: 1 } as const;
export type CaptchaMode = (typeof CaptchaMode)[keyof typeof CaptchaMode];

export const GuestType = { New: 1, Old: 2 } as const;
export type GuestType = (typeof GuestType)[keyof typeof GuestType];

/** Websocket event codes of the chat connection: 0 a new message, 1 the service side's read mark. */
export const ChatEvent = { NewMessage: 0, ReadMark: 1 } as const;

/**
 * Most messages one `range-message-by-id` answer holds; a full answer means more may follow, so a
 * catch-up asks again from the last id it got.
 */
export const CHAT_RANGE_MAX = 500;

/** Window event the chat connection broadcasts for each new message (docs/product.md §4). */
export const CHAT_MESSAGE_EVENT = "playfront:chat-message";
/** Window event carrying a ChatReadMark: the service side read the guest's messages. */
export const CHAT_READ_EVENT = "playfront:chat-read";

/** Window event the deposit receipt sends when an order is credited (the install offer hears it). */
export const DEPOSIT_CREDITED_EVENT = "playfront:deposit-credited";

/**
 * Image types 1–20 (docs/product.md §3 names the families but not the numbers; these are the reference
 * platform's numbering, documented in server/README.md).
 */
export const ImageType = {
  PcDialog: 1,
  H5Dialog: 2,
  PcCarousel: 3,
  H5Carousel: 4,
  QrCode: 5,
  Logo: 6,
  AppCorner: 7,
  LaunchBackground: 8,
  H5Logo: 9,
  Favicon: 10,
} as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];

/** Plate type of the main wallet: where deposits land and withdrawals and transfers start. */
export const MAIN_WALLET = "sys";
/** Plate types of the game wallets, one per game family. */
export const GAME_PLATE_TYPES = ["slot", "live", "sports", "lottery", "chess", "fish"] as const;
/** Plate types: the main wallet and one per game family. */
export const PLATE_TYPES = [MAIN_WALLET, ...GAME_PLATE_TYPES] as const;
export type WalletPlateType = (typeof PLATE_TYPES)[number];
export type GamePlateType = (typeof GAME_PLATE_TYPES)[number];

/**
 * The slider captcha's board as the reference platform draws it (mode 0): the app keeps this much
 * room for it while the puzzle loads, so the form below does not move when it arrives.
 */
export const SLIDER_CAPTCHA_SIZE = { width: 300, height: 150 } as const;

/** The longest name a member may give a passkey. */
export const PASSKEY_NAME_MAX = 40;
