// Public site calls: site config, company info, style config, short menus, avatar list, languages
// and settings (docs/product.md §7 "Activity and common").
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { ok } from "../../http/envelope.ts";
import { parseQuery } from "../../http/validate.ts";
import {
  vstyleQuery,
  type AppShortMenu,
  type CommonSettings,
  type CompanyInfo,
  type Language,
  type SiteConfig,
  type StyleConfig,
  type UserIcon,
} from "../../../src/api/contract/common.ts";
import { assetUrl, imageOf, newsOf, pick, type ImageRow, type NewsRow } from "./rows.ts";
import { ImageType } from "../../../src/api/contract/constants.ts";
import { PERIODIC_TASK_MS, VERSION_POLL_MS } from "../../../src/api/contract/constants.ts";
import { PLATFORM_TIME_ZONE } from "../../../src/api/contract/platform-time.ts";
import { AVATAR_COUNT, FRAME_HOSTS } from "./seed-tenants.ts";
import { tenantOf, type Tenant } from "./tenants.ts";
import { LOCALES, localeName } from "../../../src/api/contract/locales.ts";
import { prep } from "../../db/sql.ts";

// The same presets as the app's (src/features/shell/style.ts LAYOUT_PRESETS), so an operator
// changing them here changes the layout the app composes; "" page style = the default (style3).
const LAYOUTS: Record<Tenant["family"], StyleConfig["layoutConfig"] & { pageStyle: string }> = {
  classic: {
    pageStyle: "style1",
    homeSections: ["carousel", "marquee", "shortMenus", "games"],
    gameColumns: 3,
    showMarquee: true,
    showNoticeDialog: true,
  },
  elec: {
    pageStyle: "style2",
    homeSections: ["carousel", "games", "shortMenus"],
    gameColumns: 2,
    showMarquee: false,
    showNoticeDialog: true,
  },
  lottery: {
    pageStyle: "style3",
    homeSections: ["marquee", "games", "carousel"],
    gameColumns: 4,
    showMarquee: true,
    showNoticeDialog: false,
  },
  tq: {
    pageStyle: "",
    homeSections: ["carousel", "shortMenus", "marquee", "games"],
    gameColumns: 3,
    showMarquee: true,
    showNoticeDialog: false,
  },
};

interface MenuRow {
  id: number;
  menu_code: number;
  display_name: string;
  display_name_en: string;
  icon_url: string;
  font_color: string;
  jump_url: string;
  new_jump_url: string;
  open_mode: number;
}

export function registerSiteRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  const q = {
    images: prep<[number], ImageRow>(
      db,
      "SELECT * FROM company_images WHERE tenant_id = ? ORDER BY sort, id",
    ),
    imagesOfType: prep<[number, number, number, number], ImageRow>(
      db,
      "SELECT * FROM company_images WHERE tenant_id = ? AND image_type = ? ORDER BY sort, id LIMIT ? OFFSET ?",
    ),
    news: prep<[number], NewsRow>(
      db,
      "SELECT * FROM news WHERE tenant_id = ? ORDER BY created_at DESC, id",
    ),
    menus: prep<[number], MenuRow>(
      db,
      "SELECT * FROM short_menus WHERE tenant_id = ? ORDER BY sort, id",
    ),
  };
  const imageUrlOfType = async (tenantId: number, type: number) =>
    assetUrl((await q.imagesOfType.get(tenantId, type, 1, 0))?.image_url ?? "");

  app.get("/api/v3/common/site-config", async (req) => {
    const t = tenantOf(req);
    const result: SiteConfig = {
      vStyle: t.vStyle,
      mobileColor: t.mobileColor,
      cdnDomain: ctx.config.cdnDomain,
      companyStyle: t.family,
      companyPageName: pick(req, t.name, t.nameEn),
      serviceUrl: t.serviceUrl,
      serviceBackupUrl: t.serviceBackupUrl,
      appIsVerification: t.appIsVerification,
      appVerifyMode: t.appVerifyMode,
      imGlobalSetting: { isEnabled: t.imEnabled },
      logoUrl: await imageUrlOfType(t.id, ImageType.Logo),
      faviconUrl: await imageUrlOfType(t.id, ImageType.Favicon),
      frameHosts: FRAME_HOSTS,
      analyticsId: ctx.config.analyticsId ?? "",
      currency: t.currency,
      helpline: {
        name: pick(req, t.helpline.name, t.helpline.nameEn),
        phone: t.helpline.phone,
        url: t.helpline.url,
      },
    };
    return ok(result);
  });

  app.get("/api/Activity/GetCompanyInfo", async (req) => {
    parseQuery(req, vstyleQuery, req.query);
    const t = tenantOf(req);
    const result: CompanyInfo = {
      companyName: pick(req, t.name, t.nameEn),
      images: (await q.images.all(t.id)).map((r) => imageOf(req, r)),
      news: (await q.news.all(t.id)).map((r) => newsOf(req, r)),
    };
    return ok(result);
  });

  app.get("/api/Manage/GetConfigByStyle", async (req) => {
    parseQuery(req, vstyleQuery, req.query);
    const t = tenantOf(req);
    const { pageStyle, ...layoutConfig } = LAYOUTS[t.family];
    const result: StyleConfig = {
      vStyle: t.vStyle,
      companyStyle: t.family,
      pageStyle,
      theme: "blue-white",
      layoutConfig,
    };
    return ok(result);
  });

  app.get("/api/Manage/GetAppShortMenu", async (req) => {
    parseQuery(req, vstyleQuery, req.query);
    const t = tenantOf(req);
    const rows = await q.menus.all(t.id);
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

  app.get("/api/v3/common/user-icon-list", async () => {
    const result: UserIcon[] = Array.from({ length: AVATAR_COUNT }, (_, i) => {
      const avatar = `/assets/avatars/${i + 1}.svg`;
      return { id: i + 1, avatar, fullAvata: assetUrl(avatar) };
    });
    return ok(result);
  });

  // The app's five locales, each named in itself (src/api/contract/locales.ts).
  const languages: Language[] = LOCALES.map((code) => ({ code, name: localeName(code) }));
  app.get("/common/languages", async (_req, reply) => {
    reply.header("cache-control", "no-cache");
    return ok(languages);
  });
  app.get("/common/settings", async (_req, reply) => {
    reply.header("cache-control", "no-cache");
    const result: CommonSettings = {
      defaultLocale: "zh-hans",
      languages: languages.map((l) => l.code),
      timeZone: PLATFORM_TIME_ZONE,
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
