// Row → wire mappers of the site content, shared by the core module's routes: texts answer in the
// request's language, image URLs stay paths.
import type { FastifyRequest } from "fastify";
import { localeOf, pickText } from "../../i18n/locale.ts";
import { localizedArtUrl } from "./assets.ts";
import type { Activity, CompanyImage, NewsItem } from "../../../src/api/contract/common.ts";

/**
 * Image URLs are answered as same-origin paths (`/assets/…`): the app pings the CDN candidates of
 * the site config's `cdnDomain` and prefixes the path with the first reachable one
 * (src/features/media).
 */
export const assetUrl = (path: string) => path;

/** A text column pair in the request's locale (zh-hant variants, en for vi and th: pickText). */
export const pick = (req: FastifyRequest, zh: string, en: string) =>
  pickText(localeOf(req), zh, en);

export interface ImageRow {
  id: number;
  image_type: number;
  image_url: string;
  title: string;
  title_en: string;
  jump_url: string;
  open_mode: number;
  sort: number;
}
export interface NewsRow {
  id: number;
  news_type: number;
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  created_at: string;
}
export interface ActivityRow {
  id: number;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  category: string;
  image_url: string;
  detail_image_url: string;
  content: string;
  content_en: string;
  start_at: string;
  end_at: string;
}

export const imageOf = (req: FastifyRequest, r: ImageRow): CompanyImage => ({
  id: r.id,
  imageType: r.image_type,
  imageUrl: assetUrl(localizedArtUrl(r.image_url, localeOf(req))),
  title: pick(req, r.title, r.title_en),
  jumpUrl: r.jump_url,
  openMode: r.open_mode,
  sort: r.sort,
});
export const newsOf = (req: FastifyRequest, r: NewsRow): NewsItem => ({
  id: r.id,
  newsType: r.news_type,
  title: pick(req, r.title, r.title_en),
  content: pick(req, r.content, r.content_en),
  createdAt: r.created_at,
});
export const activityOf = (req: FastifyRequest, r: ActivityRow): Activity => ({
  id: r.id,
  title: pick(req, r.title, r.title_en),
  summary: pick(req, r.summary, r.summary_en),
  category: r.category,
  imageUrl: assetUrl(localizedArtUrl(r.image_url, localeOf(req))),
  detailImageUrl: assetUrl(localizedArtUrl(r.detail_image_url, localeOf(req))),
  content: pick(req, r.content, r.content_en),
  startAt: r.start_at,
  endAt: r.end_at,
});
