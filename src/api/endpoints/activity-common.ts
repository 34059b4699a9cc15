// docs/product.md §7 "Activity and common": tenant configuration, promotions, images, the game catalogue,
// avatars, languages and settings. All public (no login needed). Guest info
// (GET /api/v3/common/init/{visitid}) belongs to the chat module (endpoints/chat.ts).
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../lib/constants";
import { apiRequest } from "../client";
import type {
  Activity,
  activitiesQuery,
  AppShortMenu,
  CommonSettings,
  CompanyImage,
  CompanyInfo,
  ImagesQuery,
  Language,
  Paged,
  SiteConfig,
  StyleConfig,
  UserIcon,
} from "../contract/common";
import type { GameList, GameListQuery } from "../contract/games";
import { queryKeys } from "../query-keys";
import { withDeviceCopy } from "./device-copy";
import type { QueryInput } from "./query-input";

export type ActivitiesQueryInput = QueryInput<z.input<typeof activitiesQuery>>;
/** `imageType` is an ImageType; pageSize defaults to 10 and pageIndex to 1. */
export type ImagesQueryInput = QueryInput<ImagesQuery> & { imageType: number };
export type GameListQueryInput = GameListQuery;
export type GameListAnswer = GameList & { notModified?: boolean };

/** Tenant configuration changes rarely; a page load picks up changes after this. */
const CONFIG_STALE_MS = 5 * 60_000;
const CONTENT_STALE_MS = 60_000;

export function getSiteConfig(signal?: AbortSignal) {
  return apiRequest<SiteConfig>("GET", "/api/v3/common/site-config", { signal });
}
/** The name of site config's device copy (per host and language; see withDeviceCopy). */
export const SITE_CONFIG_COPY = "site-config";

/**
 * Site config goes through the device copy: written whenever it arrives, answered from it when the
 * network cannot (offline — also right after an update or in the other language, when the
 * persisted query cache has been dropped). `networkMode: "always"` runs the call offline too: a
 * paused query would leave every screen waiting for the tenant forever. Home's company info,
 * style config and short menus (per vstyle) do the same.
 */
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.common.siteConfig(),
    queryFn: ({ signal }) => withDeviceCopy(SITE_CONFIG_COPY, () => getSiteConfig(signal)),
    staleTime: CONFIG_STALE_MS,
    networkMode: "always",
  });

export function getCompanyInfo(vstyle?: string, signal?: AbortSignal) {
  return apiRequest<CompanyInfo>("GET", "/api/Activity/GetCompanyInfo", {
    query: { vstyle },
    signal,
  });
}
export const companyInfoQueryOptions = (vstyle?: string) =>
  queryOptions({
    queryKey: queryKeys.common.companyInfo(vstyle),
    queryFn: ({ signal }) =>
      withDeviceCopy(`company-info:${vstyle ?? ""}`, () => getCompanyInfo(vstyle, signal)),
    staleTime: CONFIG_STALE_MS,
    networkMode: "always",
  });

export function getConfigByStyle(vstyle?: string, signal?: AbortSignal) {
  return apiRequest<StyleConfig>("GET", "/api/Manage/GetConfigByStyle", {
    query: { vstyle },
    signal,
  });
}
export const styleConfigQueryOptions = (vstyle?: string) =>
  queryOptions({
    queryKey: queryKeys.common.styleConfig(vstyle),
    queryFn: ({ signal }) =>
      withDeviceCopy(`style-config:${vstyle ?? ""}`, () => getConfigByStyle(vstyle, signal)),
    staleTime: CONFIG_STALE_MS,
    networkMode: "always",
  });

export function getAppShortMenu(vstyle?: string, signal?: AbortSignal) {
  return apiRequest<AppShortMenu[]>("GET", "/api/Manage/GetAppShortMenu", {
    query: { vstyle },
    signal,
  });
}
export const shortMenusQueryOptions = (vstyle?: string) =>
  queryOptions({
    queryKey: queryKeys.common.shortMenus(vstyle),
    queryFn: ({ signal }) =>
      withDeviceCopy(`short-menus:${vstyle ?? ""}`, () => getAppShortMenu(vstyle, signal)),
    staleTime: CONFIG_STALE_MS,
    networkMode: "always",
  });

export function getActivities(query: ActivitiesQueryInput = {}, signal?: AbortSignal) {
  return apiRequest<Paged<Activity>>("GET", "/api/Activity/GetActivitysV3", { query, signal });
}
export const activitiesQueryOptions = (query: ActivitiesQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.common.activities(query),
    queryFn: ({ signal }) => getActivities(query, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function getActivity(id: number, signal?: AbortSignal) {
  return apiRequest<Activity>("GET", `/api/Activity/GetActivity/${encodeURIComponent(id)}`, {
    signal,
  });
}
export const activityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.common.activity(id),
    queryFn: ({ signal }) => getActivity(id, signal),
    staleTime: CONTENT_STALE_MS,
  });

/** Images of one ImageType; pageSize defaults to 10 and pageIndex to 1 (docs/product.md §7). */
export function getByImageType(query: ImagesQueryInput, signal?: AbortSignal) {
  return apiRequest<Paged<CompanyImage>>("GET", "/api/Activity/GetByImageType", {
    query: { pageSize: DEFAULT_PAGE_SIZE, pageIndex: 1, ...query },
    signal,
  });
}
export const imagesQueryOptions = (query: ImagesQueryInput) =>
  queryOptions({
    queryKey: queryKeys.common.images({ pageSize: DEFAULT_PAGE_SIZE, pageIndex: 1, ...query }),
    queryFn: ({ signal }) => getByImageType(query, signal),
    staleTime: CONFIG_STALE_MS,
  });

/**
 * `version` is the catalogue version the device already holds: a platform that knows it unchanged
 * may answer `{ version, notModified: true }` without the list (the reference platform does; a
 * 10,000-game list is 1.6 MB of JSON, ~230 kB compressed). The query options are `gameCatalogueQueryOptions()` in src/features/games —
 * the only ones for this call — because the answer goes through the device's versioned
 * slot-games cache (docs/product.md §3), which lives in a feature this layer does not import.
 */
export function getGameList(query: GameListQueryInput = {}, signal?: AbortSignal) {
  return apiRequest<GameListAnswer>("GET", "/api/Activity/GetGameList", { query, signal });
}

export function getUserIconList(signal?: AbortSignal) {
  return apiRequest<UserIcon[]>("GET", "/api/v3/common/user-icon-list", { signal });
}
export const userIconsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.common.userIcons(),
    queryFn: ({ signal }) => getUserIconList(signal),
    staleTime: CONFIG_STALE_MS,
  });

/**
 * Failures of this call are silent (docs/product.md §7); the app falls back to the device copy, then to its
 * built-in list (src/features/shell/languages.ts).
 */
export function getLanguages(signal?: AbortSignal) {
  return apiRequest<Language[]>("GET", "/common/languages", { signal, quiet: true });
}
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.common.languages(),
    queryFn: ({ signal }) => withDeviceCopy("languages", () => getLanguages(signal)),
    staleTime: CONFIG_STALE_MS,
    retry: false,
    networkMode: "always",
  });

/** Failures of this call are silent (docs/product.md §7); the app falls back to the spec's constants. */
export function getCommonSettings(signal?: AbortSignal) {
  return apiRequest<CommonSettings>("GET", "/common/settings", { signal, quiet: true });
}
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.common.settings(),
    queryFn: ({ signal }) => withDeviceCopy("settings", () => getCommonSettings(signal)),
    staleTime: CONFIG_STALE_MS,
    retry: false,
    networkMode: "always",
  });
