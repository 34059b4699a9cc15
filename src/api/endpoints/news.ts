// docs/product.md §7 "News": the tenant's news and deposit notices, and the member's in-site letters.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import type {
  AllNewsQuery,
  DepositNews,
  LetterIdsBody,
  LetterIdsResult,
  LettersPage,
  LettersQuery,
  NewsItem,
  PostLetterBody,
} from "../contract/news";
import { LetterBox, LetterStatus } from "../contract/constants";
import { PERIODIC_TASK_MS } from "../contract/constants";
import { queryKeys } from "../query-keys";
import type { QueryInput } from "./query-input";

export type AllNewsQueryInput = QueryInput<AllNewsQuery>;
export type LettersQueryInput = QueryInput<LettersQuery>;

const NEWS_STALE_MS = 60_000;

export function getAllNews(query: AllNewsQueryInput = {}, signal?: AbortSignal) {
  return apiRequest<NewsItem[]>("GET", "/api/News/GetAllNews", { query, signal });
}
export const allNewsQueryOptions = (query: AllNewsQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.news.list(query),
    queryFn: ({ signal }) => getAllNews(query, signal),
    staleTime: NEWS_STALE_MS,
  });

export function getDepositNews(signal?: AbortSignal) {
  return apiRequest<DepositNews>("GET", "/api/News/GetDepositNews", { signal });
}
export const depositNewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.news.deposit(),
    queryFn: ({ signal }) => getDepositNews(signal),
    staleTime: NEWS_STALE_MS,
  });

/** A page of letters; `unreadCount` feeds the badge whatever the filter. */
export function getVipUserLetters(query: LettersQueryInput = {}, signal?: AbortSignal) {
  return apiRequest<LettersPage>("GET", "/api/News/GetVipUserLetters", { query, signal });
}
export const lettersQueryOptions = (query: LettersQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.member.letters.list(query),
    queryFn: ({ signal }) => getVipUserLetters(query, signal),
  });

/** The member's unread inbox letters (newest first), at most a page of them, and the unread count. */
export const UNREAD_LETTERS_QUERY = {
  box: LetterBox.Inbox,
  nstatus: LetterStatus.Unread,
  pageIndex: 1,
  pageSize: 20,
} as const;

/**
 * The one watch on unread letters: the badges read its count and the letter notifications its
 * letters (they observe it, they do not poll). Polled at the spec's periodic interval (docs/product.md §9), also
 * while the app is hidden — that is when a notification is wanted — and when it comes back.
 */
export const unreadLettersQueryOptions = () =>
  queryOptions({
    ...lettersQueryOptions(UNREAD_LETTERS_QUERY),
    refetchInterval: PERIODIC_TASK_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });

/** Marks the member's letters read; invalidate `queryKeys.member.letters.all` afterwards. */
export function markLetters(body: LetterIdsBody) {
  return apiRequest<LetterIdsResult>("POST", "/api/News/MarkNews", { body });
}

export function deleteLetters(body: LetterIdsBody) {
  return apiRequest<LetterIdsResult>("POST", "/api/News/Deletes", { body });
}

/** A letter to customer service; it lands in the outbox. */
export function postLetter(body: PostLetterBody) {
  return apiRequest<unknown>("POST", "/api/News/PostVipUserLetter", { body });
}
