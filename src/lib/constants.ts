// Business constants of docs/product.md §9, named, with the spec's numbers. The ones the service
// worker or the platform share with the app are in src/api/contract/constants.ts.
export const REQUEST_TIMEOUT_MS = 10_000;
export const CHAT_RECONNECT_DELAY_MS = 5_000;
export const CHAT_MAX_RETRIES = 5;
export const BALANCE_REFRESH_DELAY_MS = 1_000;
export const BALANCE_DECIMALS = 2;
export const UNREAD_BADGE_MAX = 99;
export const ROOT_FONT_VIEWPORT_RATIO = 0.1;
export const ROOT_FONT_MAX_PX = 54;
export const ICON_FONT_SIZE_PX = 16;
export const IMAGE_PING_TIMEOUT_MS = 3_000;
/** Page style used when the tenant's style has no page of its own. */
export const DEFAULT_PAGE_STYLE = "style3";
/** Default page size of GetByImageType (docs/product.md §7). */
export const DEFAULT_PAGE_SIZE = 10;
