// Server data the home page reads (spec §7 Activity and common). One queryOptions per call.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import type {
  Activity,
  AppShortMenu,
  CompanyInfo,
  Paged,
  StyleConfig,
} from "../../api/contract/common";

export const companyInfoQueryOptions = (vstyle?: string) =>
  queryOptions({
    queryKey: ["activity", "company-info", vstyle ?? ""],
    queryFn: ({ signal }) =>
      apiRequest<CompanyInfo>("GET", "/api/Activity/GetCompanyInfo", {
        query: { vstyle },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export const appShortMenuQueryOptions = (vstyle?: string) =>
  queryOptions({
    queryKey: ["manage", "app-short-menu", vstyle ?? ""],
    queryFn: ({ signal }) =>
      apiRequest<AppShortMenu[]>("GET", "/api/Manage/GetAppShortMenu", {
        query: { vstyle },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export const styleConfigQueryOptions = (vstyle?: string) =>
  queryOptions({
    queryKey: ["manage", "config-by-style", vstyle ?? ""],
    queryFn: ({ signal }) =>
      apiRequest<StyleConfig>("GET", "/api/Manage/GetConfigByStyle", {
        query: { vstyle },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** The first page of promotions, shown on home. */
export const homePromotionsQueryOptions = () =>
  queryOptions({
    queryKey: ["activity", "activities", "home"],
    queryFn: ({ signal }) =>
      apiRequest<Paged<Activity>>("GET", "/api/Activity/GetActivitysV3", {
        query: { pageIndex: 1, pageSize: 6 },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
