// PWA module: the per-tenant web app manifest and icons, and the cache headers the update flow
// depends on (sw.js and the shell must be revalidated on every check; hashed assets are immutable).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PlatformModule } from "../../context.ts";
import { isLocale } from "../../../src/api/contract/locales.ts";
import { localeOf } from "../../i18n/locale.ts";
import { tenantKeyOfHost, tenantOf } from "../core/tenants.ts";
import { pageHost } from "../../http/cors.ts";
import { isIconFile, renderIcon } from "./icons.ts";
import { buildManifest, type TenantBrand } from "./manifest.ts";

// Used only when the tenants table is not available (e.g. a database without the core seed):
// the manifest must still be valid so the app stays installable.
const FALLBACK_BRANDS: Record<string, TenantBrand> = {
  classic: { key: "classic", name: "经典娱乐", nameEn: "Classic Play", mobileColor: "#1677ff" },
  elec: { key: "elec", name: "电子乐园", nameEn: "Elec Park", mobileColor: "#722ed1" },
  lottery: { key: "lottery", name: "彩票大厅", nameEn: "Lottery Hall", mobileColor: "#d4380d" },
  tq: { key: "tq", name: "天启娱乐", nameEn: "TQ Play", mobileColor: "#08979c" },
};

export async function brandOf(req: FastifyRequest): Promise<TenantBrand> {
  try {
    const t = tenantOf(req);
    return {
      key: t.key,
      name: t.name,
      nameEn: t.nameEn,
      mobileColor: t.mobileColor,
      imEnabled: t.imEnabled,
      shortName: req.server.platform.config.tenants.find((seed) => seed.key === t.key)?.shortName,
    };
  } catch {
    return FALLBACK_BRANDS[tenantKeyOfHost(pageHost(req))] ?? FALLBACK_BRANDS.classic!;
  }
}

const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Cache policy per path; null leaves the response as it is. */
export function cacheControlFor(url: string, contentType: string): string | null {
  const path = url.split("?")[0] ?? url;
  if (path === "/sw.js" || path.startsWith("/workbox-")) return "no-cache";
  // Only Vite's content-hashed build files (flat in /assets/); the platform's own art under
  // /assets/<kind>/… and the CDN ping keep the headers their routes set.
  if (HASHED_ASSET.test(path)) return "public, max-age=31536000, immutable";
  if (path === "/runtime-config.json") return "no-cache";
  if (contentType.startsWith("text/html")) return "no-cache";
  return null;
}

export const pwaModule: PlatformModule = (app, ctx) => {
  // The app's operator settings (src/api/runtime-config.ts), answered from the platform's own
  // config: the key the app decrypts with is always the one this platform encrypts with, and the
  // API is this origin. (A static host serves the build's runtime-config.json instead; app.ts
  // leaves that file out.) Revalidated on every start (cacheControlFor).
  app.get("/runtime-config.json", async (_req, reply) =>
    reply.header("Content-Type", "application/json; charset=utf-8").send({
      apiBase: "",
      encryptionKey: ctx.config.encryptionKey,
      ...(ctx.config.analyticsId ? { analyticsId: ctx.config.analyticsId } : {}),
    }),
  );

  app.get("/manifest.webmanifest", async (req, reply: FastifyReply) => {
    // The app links `?lang=<its locale>` (src/lib/i18n.ts), so the installed app's name and
    // shortcuts follow the language the player chose; without it, Accept-Language decides.
    const lang = (req.query as Record<string, unknown>).lang;
    const manifest = buildManifest(await brandOf(req), isLocale(lang) ? lang : localeOf(req));
    return reply
      .header("Content-Type", "application/manifest+json; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .header("Vary", "Host, Accept-Language")
      .send(JSON.stringify(manifest));
  });

  const sendIcon = async (req: FastifyRequest, reply: FastifyReply, file: string) => {
    if (!isIconFile(file)) {
      return reply
        .code(404)
        .send({ ok: false, result: null, error: "not found", message: "not found" });
    }
    return reply
      .header("Content-Type", "image/png")
      .header("Cache-Control", "public, max-age=86400")
      .header("Vary", "Host")
      .send(renderIcon(file, (await brandOf(req)).mobileColor));
  };

  app.get<{ Params: { file: string } }>("/icons/:file", (req, reply) =>
    sendIcon(req, reply, req.params.file),
  );
  // iOS asks for this path by default when no <link rel="apple-touch-icon"> matches.
  app.get("/apple-touch-icon.png", (req, reply) => sendIcon(req, reply, "apple-touch-icon.png"));
  // Browsers (and crawlers) ask for /favicon.ico on their own, whatever the page links; a 404
  // there is a console error on the page. The tenant's 192 px icon (PNG, which every browser takes).
  app.get("/favicon.ico", (req, reply) => sendIcon(req, reply, "icon-192.png"));

  app.addHook("onSend", async (req, reply, payload) => {
    const policy = cacheControlFor(req.url, String(reply.getHeader("content-type") ?? ""));
    if (policy && reply.statusCode < 400) reply.header("Cache-Control", policy);
    return payload;
  });
};
