// Contract of news and in-site letters (docs/product.md §7 "News").
import { z } from "zod";
import { pageQuery, vstyleQuery, type NewsItem } from "./common.ts";

/** GET /api/News/GetAllNews?vstyle=&newsType= — the tenant's news, newest first. */
export const allNewsQuery = vstyleQuery.extend({
  newsType: z.coerce.number().int().min(1).max(20).optional(),
});
export type AllNewsQuery = z.input<typeof allNewsQuery>;
export type { NewsItem };

/** GET /api/News/GetDepositNews — the tenant's deposit notices (NewsType.Deposit). */
export type DepositNews = NewsItem[];

/** An in-site letter; `nstatus` is LetterStatus (Unread 0, MarkRead 1), `box` LetterBox. */
export interface Letter {
  id: number;
  box: number;
  nstatus: number;
  title: string;
  content: string;
  /** Sender / recipient display names ("Customer service" for the platform). */
  from: string;
  to: string;
  createdAt: string;
}

/** GET /api/News/GetVipUserLetters?box=0&nstatus=0&pageIndex=1&pageSize=10 */
export const lettersQuery = pageQuery.extend({
  box: z.coerce.number().int().min(0).max(1).default(0),
  nstatus: z.coerce.number().int().min(0).max(1).optional(),
});
export type LettersQuery = z.input<typeof lettersQuery>;
export interface LettersPage {
  items: Letter[];
  total: number;
  pageIndex: number;
  pageSize: number;
  /** Unread letters in the inbox (for the badge), whatever the filter. */
  unreadCount: number;
}

/** POST /api/News/MarkNews and /api/News/Deletes — the member's own letter ids (1–100). */
export const letterIdsBody = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100),
});
export type LetterIdsBody = z.input<typeof letterIdsBody>;
export interface LetterIdsResult {
  count: number;
}

/** POST /api/News/PostVipUserLetter — a letter to customer service (lands in the outbox). */
export const postLetterBody = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2000),
});
export type PostLetterBody = z.input<typeof postLetterBody>;
