// Public site calls: site config, company info, style config, short menus, promotions, images,
// avatar list, languages and settings (spec §7 "Activity and common").
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, langOf, ok, say } from "../../http/envelope.ts";
import { parseQuery } from "../../http/validate.ts";
import {
  activitiesQuery,
  activityIdParams,
  imagesQuery,
  vstyleQuery,
  type Activity,
  type AppShortMenu,
  type CommonSettings,
  type CompanyImage,
  type CompanyInfo,
  type Language,
  type NewsItem,
  type Paged,
  type SiteConfig,
  type StyleConfig,
  type UserIcon,
} from "../../../src/api/contract/common.ts";
import { ImageType } from "../../../src/api/contract/constants.ts";
import { CHAT_TIME_ZONE, PERIODIC_TASK_MS, VERSION_POLL_MS } from "../../../src/lib/constants.ts";
import { AVATAR_COUNT, FRAME_HOSTS } from "./seed-tenants.ts";
import { tenantOf, type Tenant } from "./tenants.ts";

/**
 * The tenants' `cdnDomain` from PLAYFRONT_CDN_DOMAIN: empty (same origin), one host or a
 * comma-separated list. Image URLs stay same-origin paths (`/assets/…`): the app pings the CDN
 * candidates and prefixes the path with the first reachable one (src/features/media).
 */
export function cdnDomain(): string {
  return (process.env.PLAYFRONT_CDN_DOMAIN ?? "").trim();
}
/** Image URLs are answered as paths; see cdnDomain(). */
export const assetUrl = (path: string) => path;

/** Picks the English column when the request asks for English. */
export const pick = (req: FastifyRequest, zh: string, en: string) =>
  langOf(req) === "en" && en ? en : zh;

const LAYOUTS: Record<Tenant["key"], StyleConfig["layoutConfig"] & { pageStyle: string }> = {
  classic: {
    pageStyle: "style0",
    homeSections: ["carousel", "marquee", "shortMenus", "plates", "games"],
    gameColumns: 3,
    showMarquee: true,
    showNoticeDialog: true,
  },
  elec: {
    pageStyle: "style1",
    homeSections: ["carousel", "plates", "hotGames", "shortMenus"],
    gameColumns: 2,
    showMarquee: false,
    showNoticeDialog: false,
  },
  lottery: {
    pageStyle: "style2",
    homeSections: ["marquee", "lotteryDraws", "carousel", "shortMenus", "games"],
    gameColumns: 4,
    showMarquee: true,
    showNoticeDialog: false,
  },
  tq: {
    pageStyle: "style3",
    homeSections: ["carousel", "sportsMatches", "plates", "shortMenus"],
    gameColumns: 3,
    showMarquee: true,
    showNoticeDialog: true,
  },
};

interface ImageRow {
  id: number;
  image_type: number;
  image_url: string;
  title: string;
  title_en: string;
  jump_url: string;
  open_mode: number;
  sort: number;
}
interface NewsRow {
  id: number;
  news_type: number;
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  created_at: string;
}
interface ActivityRow {
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
  imageUrl: assetUrl(r.image_url),
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
const activityOf = (req: FastifyRequest, r: ActivityRow): Activity => ({
  id: r.id,
  title: pick(req, r.title, r.title_en),
  summary: pick(req, r.summary, r.summary_en),
  category: r.category,
  imageUrl: assetUrl(r.image_url),
  detailImageUrl: assetUrl(r.detail_image_url),
  content: pick(req, r.content, r.content_en),
  startAt: r.start_at,
  endAt: r.end_at,
});

export function registerSiteRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  const q = {
    images: db.prepare("SELECT * FROM company_images WHERE tenant_id = ? ORDER BY sort, id"),
    imagesOfType: db.prepare(
      "SELECT * FROM company_images WHERE tenant_id = ? AND image_type = ? ORDER BY sort, id LIMIT ? OFFSET ?",
    ),
    countOfType: db
      .prepare("SELECT COUNT(*) FROM company_images WHERE tenant_id = ? AND image_type = ?")
      .pluck(),
    news: db.prepare("SELECT * FROM news WHERE tenant_id = ? ORDER BY created_at DESC, id"),
    menus: db.prepare("SELECT * FROM short_menus WHERE tenant_id = ? ORDER BY sort, id"),
    activity: db.prepare("SELECT * FROM activities WHERE tenant_id = ? AND id = ?"),
    activities: db.prepare(
      "SELECT * FROM activities WHERE tenant_id = ? AND (? = 'all' OR category = ?) ORDER BY sort, id LIMIT ? OFFSET ?",
    ),
    countActivities: db
      .prepare(
        "SELECT COUNT(*) FROM activities WHERE tenant_id = ? AND (? = 'all' OR category = ?)",
      )
      .pluck(),
  };
  const imageUrlOfType = (tenantId: number, type: number) =>
    assetUrl((q.imagesOfType.get(tenantId, type, 1, 0) as ImageRow | undefined)?.image_url ?? "");

  app.get("/api/v3/common/site-config", async (req) => {
    const t = tenantOf(req);
    const result: SiteConfig = {
      vStyle: t.vStyle,
      mobileColor: t.mobileColor,
      cdnDomain: cdnDomain(),
      companyStyle: t.key,
      companyPageName: pick(req, t.name, t.nameEn),
      serviceUrl: t.serviceUrl,
      serviceBackupUrl: t.serviceBackupUrl,
      appIsVerification: t.appIsVerification,
      appVerifyMode: t.appVerifyMode,
      imGlobalSetting: { isEnabled: t.imEnabled },
      logoUrl: imageUrlOfType(t.id, ImageType.Logo),
      faviconUrl: imageUrlOfType(t.id, ImageType.Favicon),
      frameHosts: FRAME_HOSTS,
      analyticsId: process.env.PLAYFRONT_ANALYTICS_ID ?? "",
    };
    return ok(result);
  });

  app.get("/api/Activity/GetCompanyInfo", async (req) => {
    parseQuery(req, vstyleQuery, req.query);
    const t = tenantOf(req);
    const result: CompanyInfo = {
      companyName: pick(req, t.name, t.nameEn),
      images: (q.images.all(t.id) as ImageRow[]).map((r) => imageOf(req, r)),
      news: (q.news.all(t.id) as NewsRow[]).map((r) => newsOf(req, r)),
    };
    return ok(result);
  });

  app.get("/api/Manage/GetConfigByStyle", async (req) => {
    parseQuery(req, vstyleQuery, req.query);
    const t = tenantOf(req);
    const { pageStyle, ...layoutConfig } = LAYOUTS[t.key];
    const result: StyleConfig = {
      vStyle: t.vStyle,
      companyStyle: t.key,
      pageStyle,
      theme: "blue-white",
      layoutConfig,
    };
    return ok(result);
  });

  app.get("/api/Manage/GetAppShortMenu", async (req) => {
    parseQuery(req, vstyleQuery, req.query);
    const t = tenantOf(req);
    const rows = q.menus.all(t.id) as {
      id: number;
      menu_code: number;
      display_name: string;
      display_name_en: string;
      icon_url: string;
      font_color: string;
      jump_url: string;
      new_jump_url: string;
      open_mode: number;
    }[];
    const result: AppShortMenu[] = rows.map((r) => ({
      id: r.id,
      menuCode: r.menu_code,
      displayName: pick(req, r.display_name, r.display_name_en),
      iconUrl: assetUrl(r.icon_url),
      fontColor: r.font_color,
      jumpUrl: r.jump_url,
      newJumpUrl: r.new_jump_url,
      openMode: r.open_mode,
    }));
    return ok(result);
  });

  app.get("/api/Activity/GetActivity/:id", async (req) => {
    const { id } = parseQuery(req, activityIdParams, req.params);
    const row = q.activity.get(tenantOf(req).id, id) as ActivityRow | undefined;
    if (!row) fail(404, say(req, "This promotion does not exist", "该活动不存在"));
    return ok(activityOf(req, row));
  });

  app.get("/api/Activity/GetActivitysV3", async (req) => {
    const p = parseQuery(req, activitiesQuery, req.query);
    const t = tenantOf(req);
    const rows = q.activities.all(
      t.id,
      p.category,
      p.category,
      p.pageSize,
      (p.pageIndex - 1) * p.pageSize,
    ) as ActivityRow[];
    const result: Paged<Activity> = {
      items: rows.map((r) => activityOf(req, r)),
      total: q.countActivities.get(t.id, p.category, p.category) as number,
      pageIndex: p.pageIndex,
      pageSize: p.pageSize,
    };
    return ok(result);
  });

  app.get("/api/Activity/GetByImageType", async (req) => {
    const p = parseQuery(req, imagesQuery, req.query);
    const t = tenantOf(req);
    const rows = q.imagesOfType.all(
      t.id,
      p.imageType,
      p.pageSize,
      (p.pageIndex - 1) * p.pageSize,
    ) as ImageRow[];
    const result: Paged<CompanyImage> = {
      items: rows.map((r) => imageOf(req, r)),
      total: q.countOfType.get(t.id, p.imageType) as number,
      pageIndex: p.pageIndex,
      pageSize: p.pageSize,
    };
    return ok(result);
  });

  app.get("/api/v3/common/user-icon-list", async () => {
    const result: UserIcon[] = Array.from({ length: AVATAR_COUNT }, (_, i) => {
      const avatar = `/assets/avatars/${i + 1}.svg`;
      return { id: i + 1, avatar, fullAvata: assetUrl(avatar) };
    });
    return ok(result);
  });

  const languages: Language[] = [
    { code: "zh-hans", name: "简体中文" },
    { code: "en", name: "English" },
  ];
  app.get("/common/languages", async (_req, reply) => {
    reply.header("cache-control", "no-cache");
    return ok(languages);
  });
  app.get("/common/settings", async (_req, reply) => {
    reply.header("cache-control", "no-cache");
    const result: CommonSettings = {
      defaultLocale: "zh-hans",
      languages: languages.map((l) => l.code),
      timeZone: CHAT_TIME_ZONE,
      periodicTaskMs: PERIODIC_TASK_MS,
      versionPollMs: VERSION_POLL_MS,
    };
    return ok(result);
  });
}

/** True when `v` is one of the avatars of user-icon-list. */
export function isAvatar(v: string): boolean {
  const m = /^\/assets\/avatars\/(\d{1,2})\.svg$/.exec(v);
  const n = Number(m?.[1] ?? 0);
  return n >= 1 && n <= AVATAR_COUNT;
}
