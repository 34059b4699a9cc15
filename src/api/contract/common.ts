// Contract of the activity / common calls (docs/product.md §7 "Activity and common"): zod schemas for what
// the reference platform validates, and the inferred types the app imports (type-only).
import { z } from "zod";
import type { Locale } from "./locales.ts";

/** Query strings arrive as text; numbers are coerced, out-of-range values refused (400). */
const intQuery = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** `vstyle` is optional on every call that takes it: the host already selects the tenant. */
export const vstyleQuery = z.object({ vstyle: z.string().max(100).optional() });

export const pageQuery = z.object({
  pageIndex: intQuery(1, 100_000).default(1),
  pageSize: intQuery(1, 100).default(10),
});

/** A page of a list: `items` of page `pageIndex` (1-based) and the `total` over all pages. */
export interface Paged<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** The layout family a tenant belongs to; the last digit of vStyle (0 classic … 3 tq). */
export type StyleFamily = "classic" | "elec" | "lottery" | "tq";

/** GET /api/v3/common/site-config */
export interface SiteConfig {
  vStyle: string;
  mobileColor: string;
  /** Origin images and game art load from ("" = same origin). */
  cdnDomain: string;
  companyStyle: StyleFamily;
  companyPageName: string;
  serviceUrl: string;
  /** "" when the tenant has no backup service URL (then the tab bar opens serviceUrl directly). */
  serviceBackupUrl: string;
  appIsVerification: boolean;
  /** CaptchaMode: 0 slider (issued by the platform), 1 script-loaded service. */
  appVerifyMode: number;
  imGlobalSetting: { isEnabled: boolean };
  logoUrl: string;
  faviconUrl: string;
  /** Hosts `iframe-page` and `embedded` may frame (https only, docs/product.md §10). */
  frameHosts: string[];
  /** Analytics measurement id; "" = the platform's own sink POST /api/events. */
  analyticsId: string;
  /** ISO 4217 code of the tenant's one currency: every amount is in it (default CNY). */
  currency: string;
  /** Where a player finds help with gambling; name in the request's language, "" = none. */
  helpline: { name: string; phone: string; url: string };
}

/** GET /api/Activity/GetCompanyInfo: images by ImageType and news by NewsType. */
export interface CompanyImage {
  id: number;
  imageType: number;
  imageUrl: string;
  title: string;
  /** Where tapping the image goes ("" = nowhere); opened per `openMode` (LinkOpenMode). */
  jumpUrl: string;
  openMode: number;
  sort: number;
}
export interface NewsItem {
  id: number;
  newsType: number;
  title: string;
  content: string;
  createdAt: string;
}
export interface CompanyInfo {
  companyName: string;
  images: CompanyImage[];
  news: NewsItem[];
}

/** How a style family lays out its screens. */
export interface LayoutConfig {
  /** Home page sections in order, of "carousel", "marquee", "shortMenus", "games". */
  homeSections: string[];
  gameColumns: number;
  showMarquee: boolean;
  showNoticeDialog: boolean;
}

/** GET /api/Manage/GetConfigByStyle: the layout preset of the tenant's style family. */
export interface StyleConfig {
  vStyle: string;
  companyStyle: StyleFamily;
  /** Page style of the family's pages; "" = the default "style3". */
  pageStyle: string;
  theme: "blue-white";
  layoutConfig: LayoutConfig;
}

/** GET /api/Manage/GetAppShortMenu: one entry (menuCode: MenuCode). */
export interface AppShortMenu {
  id: number;
  menuCode: number;
  displayName: string;
  iconUrl: string;
  fontColor: string;
  jumpUrl: string;
  newJumpUrl: string;
  openMode: number;
}

export const activitiesQuery = pageQuery.extend({
  category: z.enum(["all", "new", "daily", "vip", "deposit"]).default("all"),
});
/** GET /api/Activity/GetActivitysV3 list item and GET /api/Activity/GetActivity/{id}. */
export interface Activity {
  id: number;
  title: string;
  summary: string;
  category: string;
  imageUrl: string;
  detailImageUrl: string;
  /** Plain text, paragraphs separated by "\n" (never HTML). */
  content: string;
  startAt: string;
  endAt: string;
}
export const activityIdParams = z.object({ id: intQuery(1, 2_147_483_647) });

/** GET /api/Activity/GetByImageType?imageType=&pageSize=10&pageIndex=1 */
export const imagesQuery = pageQuery.extend({ imageType: intQuery(1, 20) });
export type ImagesQuery = z.input<typeof imagesQuery>;

/** GET /api/v3/common/user-icon-list: avatars a member may choose. */
export interface UserIcon {
  id: number;
  /** Stored value, sent back in PUT user-avatar. */
  avatar: string;
  /** Absolute or same-origin URL to show. */
  fullAvata: string;
}

/** GET /common/languages */
export interface Language {
  code: Locale;
  name: string;
}
/** GET /common/settings */
export interface CommonSettings {
  defaultLocale: "zh-hans";
  languages: Language["code"][];
  timeZone: string;
  periodicTaskMs: number;
  versionPollMs: number;
}

/** Slider captcha (mode 0): GET /api/v3/common/slider-captcha issues one. */
export interface SliderCaptcha {
  captchaId: string;
  width: number;
  height: number;
  pieceSize: number;
  /** Vertical position of the gap and the piece; the horizontal one is the puzzle. */
  pieceY: number;
  /** data: SVG of the background with the gap. */
  backgroundUrl: string;
  /** data: SVG of the piece to slide. */
  pieceUrl: string;
  expiresInSec: number;
}
/** POST /api/v3/common/slider-captcha/verify → a one-use token for Login / Rigster. */
export const sliderVerifyBody = z.object({
  captchaId: z.string().min(1).max(64),
  x: z.number().finite().min(0).max(1000),
});
export type SliderVerifyBody = z.infer<typeof sliderVerifyBody>;
export interface SliderVerifyResult {
  captchaToken: string;
}

/** POST /api/events: the analytics sink (JSON or sendBeacon text/plain carrying JSON). */
export const analyticsEventBody = z.object({
  name: z.string().min(1).max(64),
  description: z.string().max(2000).default(""),
  fatal: z.boolean().default(false),
  /** Kept to its first 500 characters (long frame URLs are paths too). */
  page: z
    .string()
    .max(8000)
    .transform((p) => p.slice(0, 500))
    .optional(),
  params: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()]))
    .optional(),
});
export type AnalyticsEvent = z.input<typeof analyticsEventBody>;
