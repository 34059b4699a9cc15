// Generated artwork for the seeded content: tenant logos, favicons, carousels, promotions, menu
// icons, game tiles and avatars, as small SVGs served on every host under /assets/…
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { AVATAR_COUNT, type Bi, type TenantSeed } from "./seed-tenants.ts";
import { NOTICE_TITLE, PROMOTIONS } from "./seed-content.ts";
import { gameIcon, iconBody, PLATE_ICONS, placeIcon, TENANT_ICONS } from "./art-icons.ts";
import { pickText, type Locale } from "../../i18n/locale.ts";
import { DEFAULT_LOCALE, localeOfTag } from "../../../src/api/contract/locales.ts";

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable colour from any text (games and avatars get varied but repeatable art). */
export function hue(text: string): number {
  return createHash("sha1").update(text).digest()[0]! * 1.41;
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** Roughly how wide `text` is in ems: CJK and Thai glyphs are about square, Latin narrower. */
function ems(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : 0.6;
  return width;
}

/** The largest size up to `max` at which `text` fits `width` (artwork keeps its words whole). */
const fitted = (text: string, width: number, max: number) =>
  Math.floor(Math.min(max, width / Math.max(ems(text), 1)));

/** A banner: the title and a line under it in the page's language, over the tenant's colours. */
function banner(
  w: number,
  h: number,
  bg: string,
  accent: string,
  title: string,
  sub: string,
  icon: string,
) {
  const room = w * 0.6;
  const side = Math.min(h * 0.62, w * 0.3);
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" rx="${h / 16}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.83}" cy="${h * 0.42}" r="${side * 0.62}" fill="#fff" opacity=".14"/>` +
      placeIcon(icon, w * 0.83 - side / 2, h * 0.42 - side / 2, side, "#fff") +
      `<text x="${w * 0.06}" y="${h * 0.5}" font-family="sans-serif" font-size="${fitted(title, room, h / 6)}" font-weight="700" fill="#fff">${esc(title)}</text>` +
      `<text x="${w * 0.06}" y="${h * 0.72}" font-family="sans-serif" font-size="${fitted(sub, room, h / 11)}" fill="#fff" opacity=".9">${esc(sub)}</text>`,
  );
}

/** A tenant's emblem (an icon of the set) on a rounded square of its colour. */
function emblem(size: number, bg: string, fg: string, icon: string) {
  const pad = size * 0.16;
  return (
    `<rect width="${size}" height="${size}" rx="${size / 5}" fill="${bg}"/>` +
    placeIcon(icon, pad, pad, size - 2 * pad, fg)
  );
}

/**
 * The operator's art for each menu code: a white pictogram (24-unit grid, stroked) on the tenant's
 * colour. Never the code itself: a number tells a player nothing.
 */
const MENU_GLYPHS: Readonly<Record<string, string>> = {
  // Self rebate: a coin in a turning arrow.
  "1": `<path d="M20 12a8 8 0 1 1-2.4-5.7M20 3.5V7h-3.5"/><path d="M14 9.5h-3a1.5 1.5 0 0 0 0 3h2a1.5 1.5 0 0 1 0 3h-3M12 8v1.5M12 15.5V17"/>`,
  // Promotions: a gift.
  "2": `<rect x="3.5" y="9" width="17" height="11.5" rx="1.5"/><path d="M3.5 13h17M12 9v11.5M12 9C10 5 6.5 5.5 7 7.5S10 9 12 9c2 0 4.5-.5 5-1.5S14 5 12 9"/>`,
  // Online service: a headset.
  "3": `<path d="M5 14v-2a7 7 0 0 1 14 0v2"/><rect x="3.5" y="13" width="4" height="6" rx="2"/><rect x="16.5" y="13" width="4" height="6" rx="2"/><path d="M18.5 19c0 1.5-1.5 2.5-4.5 2.5"/>`,
  // QQ service: a speech bubble.
  "4": `<path d="M12 4c5 0 9 3 9 7s-4 7-9 7c-1 0-2-.1-3-.4L4.5 20l1-3.8C4 15 3 13.2 3 11c0-4 4-7 9-7z"/><path d="M8.5 11h.01M12 11h.01M15.5 11h.01"/>`,
  // Promotional link: two chain links.
  "5": `<path d="M10 14a4.2 4.2 0 0 0 6 0l3-3a4.2 4.2 0 0 0-6-6l-1 1"/><path d="M14 10a4.2 4.2 0 0 0-6 0l-3 3a4.2 4.2 0 0 0 6 6l1-1"/>`,
  // Bonus hall: a coupon.
  "8": `<path d="M3 7h18v3.2a1.8 1.8 0 0 0 0 3.6V17H3v-3.2a1.8 1.8 0 0 0 0-3.6z"/><path d="M9.5 7.5v9" stroke-dasharray="1.5 2"/>`,
  // Help: a question mark.
  "9": `<circle cx="12" cy="12" r="9"/><path d="M9.6 9.2a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.5M12 17h.01"/>`,
  // Quick deposit: a lightning bolt.
  "10": `<path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z"/>`,
};

function menuArt(bg: string, glyph: string): string {
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="48" fill="${bg}"/>` +
      `<g transform="translate(18 18) scale(2.5)" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  );
}

/** The picture of a banner, a poster and a promotion, by its number. */
const BANNER_ICONS = ["two-coins", "sparkles", "present"] as const;

/** Art files whose words follow the page's language: `carousel-1.th.svg`. */
const LOCALIZED_ART =
  /^(carousel-[1-3]|promo-\d{1,2}(?:-detail)?|dialog)(?:\.([a-z-]{2,7}))?\.svg$/;

/**
 * The address of a tenant picture in the request's language: a picture with words gets the
 * locale in its file name (the HTTP cache and a CDN keep one copy per language). Any other
 * address, an operator's own among them, stays as it is.
 */
export function localizedArtUrl(url: string, locale: Locale): string {
  const m = /^(\/assets\/tenants\/[a-z]+\/)([^/]+)$/.exec(url);
  const file = m ? LOCALIZED_ART.exec(m[2]!) : null;
  return m && file && !file[2] ? `${m[1]}${file[1]}.${locale}.svg` : url;
}

/** The SVG for a tenant file name, or null when there is no such file. */
export function tenantArt(t: TenantSeed, file: string): string | null {
  const [zh, en] = t.name;
  const icon = TENANT_ICONS[t.key] ?? "crown";
  let m: RegExpExecArray | null;
  if (file === "logo.svg")
    return svg(
      360,
      96,
      emblem(96, t.mobileColor, t.accent, icon) +
        `<text x="112" y="46" font-family="sans-serif" font-size="30" font-weight="700" fill="${t.mobileColor}">${esc(zh)}</text>` +
        `<text x="112" y="80" font-family="sans-serif" font-size="22" fill="#555">${esc(en)}</text>`,
    );
  if (file === "favicon.svg") return svg(64, 64, emblem(64, t.mobileColor, "#fff", icon));
  if (file === "launch.svg") return banner(750, 1334, t.mobileColor, t.accent, zh, en, icon);
  if (file === "corner.svg")
    return svg(120, 120, emblem(120, t.accent, t.mobileColor, "smartphone"));
  if (file === "qr.svg")
    return svg(
      200,
      200,
      `<rect width="200" height="200" fill="#fff"/>` +
        Array.from({ length: 64 }, (_, i) =>
          hue(`${t.key}${i}`) > 180
            ? `<rect x="${(i % 8) * 25}" y="${Math.floor(i / 8) * 25}" width="25" height="25" fill="#111"/>`
            : "",
        ).join(""),
    );
  if ((m = /^menu-(\d{1,2})\.svg$/.exec(file)))
    return MENU_GLYPHS[m[1]!] ? menuArt(t.mobileColor, MENU_GLYPHS[m[1]!]!) : null;
  const localized = LOCALIZED_ART.exec(file);
  if (!localized) return null;
  const locale: Locale | null = localized[2] ? localeOfTag(localized[2]) : DEFAULT_LOCALE;
  if (!locale || (localized[2] && localized[2] !== locale)) return null;
  const text = (bi: Bi) => pickText(locale, bi[0], bi[1]);
  const name = text(t.name);
  const base = localized[1]!;
  if (base === "dialog")
    return banner(600, 800, t.mobileColor, t.accent, text(NOTICE_TITLE), name, icon);
  if ((m = /^carousel-([1-3])$/.exec(base))) {
    const n = Number(m[1]);
    return banner(
      750,
      300,
      t.mobileColor,
      t.accent,
      text(t.slogans[n - 1]!),
      name,
      BANNER_ICONS[n - 1]!,
    );
  }
  if ((m = /^promo-(\d{1,2})(-detail)?$/.exec(base))) {
    const promo = PROMOTIONS[Number(m[1]) - 1];
    if (!promo) return null;
    const pic = BANNER_ICONS[(Number(m[1]) - 1) % BANNER_ICONS.length]!;
    const [title, summary] = [text(promo.title), text(promo.summary)];
    return m[2]
      ? banner(750, 1000, t.accent, t.mobileColor, title, summary, pic)
      : banner(750, 300, t.accent, t.mobileColor, title, summary, pic);
  }
  return null;
}

/**
 * How each provider draws its tiles: a frame and the colour of its trim. A provider not listed
 * (the large catalogue's) gets one of these by its code, so each keeps one look.
 */
const FRAMES = ["rays", "medallion", "hex", "arch", "diamond"] as const;
type Frame = (typeof FRAMES)[number];
const PROVIDER_STYLES: Readonly<Record<string, { frame: Frame; trim: string }>> = {
  pg: { frame: "arch", trim: "#fde68a" },
  jdb: { frame: "medallion", trim: "#bae6fd" },
  cq9: { frame: "hex", trim: "#fecaca" },
  pp: { frame: "rays", trim: "#fed7aa" },
  fc: { frame: "diamond", trim: "#d9f99d" },
  jdbfish: { frame: "medallion", trim: "#bae6fd" },
};
const TRIMS = ["#fde68a", "#bae6fd", "#fecaca", "#fed7aa", "#d9f99d", "#e9d5ff"];

function providerStyle(platform: string): { frame: Frame; trim: string } {
  const known = PROVIDER_STYLES[platform];
  if (known) return known;
  const n = Math.floor(hue(platform));
  return { frame: FRAMES[n % FRAMES.length]!, trim: TRIMS[n % TRIMS.length]! };
}

/** A slot's colours by the first word of its name (a "Frozen" game is icy, a "Golden" one gold). */
const WORD_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  golden: ["#6b3f00", "#d99a1e"],
  lucky: ["#064e3b", "#22a06b"],
  wild: ["#5c2408", "#c9641a"],
  mystic: ["#2e1065", "#7c3aed"],
  blazing: ["#7f1d1d", "#ea580c"],
  frozen: ["#0c4a6e", "#38a3d8"],
  royal: ["#1e1b4b", "#4338ca"],
  crazy: ["#831843", "#db2777"],
  super: ["#1e3a8a", "#dc2626"],
  cosmic: ["#0f172a", "#5b5bd6"],
  fortune: ["#7f1d1d", "#c81e1e"],
  thunder: ["#1f2937", "#a16207"],
};

function frameArt(frame: Frame, trim: string): string {
  const line = `fill="none" stroke="${trim}" stroke-width="4" opacity=".85"`;
  switch (frame) {
    case "rays":
      return (
        Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          const b = a + Math.PI / 14;
          const p = (r: number, t: number) =>
            `${(100 + r * Math.cos(t)).toFixed(1)} ${(96 + r * Math.sin(t)).toFixed(1)}`;
          return `<path d="M100 96L${p(160, a)}L${p(160, b)}Z" fill="#fff" opacity=".09"/>`;
        }).join("") + `<rect x="6" y="6" width="188" height="188" rx="20" ${line}/>`
      );
    case "medallion":
      return `<circle cx="100" cy="96" r="70" fill="#000" opacity=".18"/><circle cx="100" cy="96" r="70" ${line}/><circle cx="100" cy="96" r="62" fill="none" stroke="${trim}" stroke-width="1.5" opacity=".6"/>`;
    case "hex":
      return `<path d="M100 22L164 59V133L100 170L36 133V59Z" fill="#000" opacity=".16"/><path d="M100 22L164 59V133L100 170L36 133V59Z" ${line}/>`;
    case "arch":
      return `<path d="M30 178V80a70 70 0 0 1 140 0V178" fill="#000" opacity=".16"/><path d="M30 178V80a70 70 0 0 1 140 0V178" ${line}/><rect x="4" y="4" width="192" height="192" rx="22" fill="none" stroke="${trim}" stroke-width="2" opacity=".6"/>`;
    case "diamond":
      return `<path d="M100 20L176 96L100 172L24 96Z" fill="#000" opacity=".16"/><path d="M100 20L176 96L100 172L24 96Z" ${line}/>`;
  }
}

/**
 * A game's tile art: the icon its name pictures, in its provider's frame and trim, on colours of
 * its name (slots) or of its provider (tables), with the provider's mark. 200 units square; the
 * picture keeps to the middle band, so the elec rows' 16:9 crop shows all of it.
 */
export function gameArt(platform: string, nameEn: string, plateType: string): string {
  const { frame, trim } = providerStyle(platform);
  const h = hue(platform);
  const [from, to] = WORD_COLOURS[nameEn.split(/\s+/)[0]!.toLowerCase()] ?? [
    `hsl(${h.toFixed(0)} 55% 22%)`,
    `hsl(${((h + 30) % 360).toFixed(0)} 60% 42%)`,
  ];
  const icon = gameIcon(nameEn, plateType);
  const mark = platform.toUpperCase();
  return svg(
    200,
    200,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<g id="i">${iconBody(icon)}</g></defs>` +
      `<rect width="200" height="200" rx="24" fill="url(#b)"/>` +
      frameArt(frame, trim) +
      `<use href="#i" transform="translate(53 52) scale(${96 / 512})" fill="#000" opacity=".35"/>` +
      `<use href="#i" transform="translate(50 48) scale(${96 / 512})" fill="${trim}"/>` +
      `<rect x="${100 - mark.length * 5 - 10}" y="168" width="${mark.length * 10 + 20}" height="22" rx="11" fill="#000" opacity=".35"/>` +
      `<text x="100" y="184" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="700" fill="${trim}">${esc(mark)}</text>`,
  );
}

/** A plate type's icon: its picture on its own colour. */
function plateArt(plateType: string): string {
  const h = hue(plateType).toFixed(0);
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="48" fill="hsl(${h} 55% 45%)"/>` +
      placeIcon(PLATE_ICONS[plateType]!, 20, 20, 56, "#fff"),
  );
}

export function avatarArt(n: number): string {
  const h = (n * 53) % 360;
  return svg(
    128,
    128,
    `<rect width="128" height="128" rx="64" fill="hsl(${h} 55% 55%)"/><circle cx="64" cy="50" r="24" fill="#fff" opacity=".9"/><ellipse cx="64" cy="112" rx="40" ry="30" fill="#fff" opacity=".9"/>`,
  );
}

export const GAME_NAME_PARAM = /^[a-z0-9-]{1,20}$/;

export function registerAssetRoutes(
  app: FastifyInstance,
  gameOf: (p: string, c: string) => { nameEn: string; plateType: string } | null,
): void {
  const send = (reply: { header: (k: string, v: string) => unknown }, body: string) => {
    reply.header("content-type", "image/svg+xml; charset=utf-8");
    reply.header("cache-control", "public, max-age=86400");
    return body;
  };
  const notFound = (reply: { code: (n: number) => unknown }) => {
    reply.code(404);
    return { ok: false, result: null, error: "not found", message: "not found" };
  };
  // A 1×1 GIF the app pings to choose a CDN host (docs/product.md §9 image ping).
  const PING = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  app.get("/assets/ping.gif", async (_req, reply) => {
    reply.header("content-type", "image/gif");
    reply.header("cache-control", "no-cache");
    return PING;
  });
  app.get<{ Params: { key: string; file: string } }>(
    "/assets/tenants/:key/:file",
    async (req, reply) => {
      const t = req.server.platform.config.tenants.find((s) => s.key === req.params.key);
      const art = t ? tenantArt(t, req.params.file) : null;
      return art ? send(reply, art) : notFound(reply);
    },
  );
  app.get<{ Params: { platform: string; file: string } }>(
    "/assets/games/:platform/:file",
    async (req, reply) => {
      const code = req.params.file.replace(/\.svg$/, "");
      const game = GAME_NAME_PARAM.test(code) ? gameOf(req.params.platform, code) : null;
      return game
        ? send(reply, gameArt(req.params.platform, game.nameEn, game.plateType))
        : notFound(reply);
    },
  );
  app.get<{ Params: { file: string } }>("/assets/plates/:file", async (req, reply) => {
    const m = /^([a-z]{2,10})\.svg$/.exec(req.params.file);
    const p = m?.[1] ?? "";
    return PLATE_ICONS[p] ? send(reply, plateArt(p)) : notFound(reply);
  });
  app.get<{ Params: { file: string } }>("/assets/avatars/:file", async (req, reply) => {
    const m = /^(\d{1,2})\.svg$/.exec(req.params.file);
    const n = Number(m?.[1] ?? 0);
    return n >= 1 && n <= AVATAR_COUNT ? send(reply, avatarArt(n)) : notFound(reply);
  });
}
