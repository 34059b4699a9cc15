// Generated artwork for the seeded content: tenant logos, favicons, carousels, promotions, menu
// icons, game tiles and avatars, as small SVGs served on every host under /assets/…
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { TENANT_SEEDS, AVATAR_COUNT, type TenantSeed } from "./seed-tenants.ts";

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

function banner(w: number, h: number, bg: string, accent: string, title: string, sub: string) {
  const room = w * 0.88;
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" rx="${h / 16}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.45}" fill="#fff" opacity=".12"/>` +
      `<text x="${w * 0.06}" y="${h * 0.5}" font-family="sans-serif" font-size="${fitted(title, room, h / 6)}" font-weight="700" fill="#fff">${esc(title)}</text>` +
      `<text x="${w * 0.06}" y="${h * 0.72}" font-family="sans-serif" font-size="${fitted(sub, room, h / 11)}" fill="#fff" opacity=".9">${esc(sub)}</text>`,
  );
}

function monogram(size: number, bg: string, fg: string, letters: string, round: boolean) {
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${round ? size / 2 : size / 5}" fill="${bg}"/>` +
      `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${size * 0.42}" font-weight="700" fill="${fg}">${esc(letters)}</text>`,
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

const initials = (s: string) =>
  s
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The SVG for a tenant file name, or null when there is no such file. */
export function tenantArt(t: TenantSeed, file: string): string | null {
  const [zh, en] = t.name;
  let m: RegExpExecArray | null;
  if (file === "logo.svg")
    return svg(
      360,
      96,
      `<rect width="96" height="96" rx="20" fill="${t.mobileColor}"/><text x="48" y="62" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="${t.accent}">${esc(initials(en))}</text>` +
        `<text x="112" y="46" font-family="sans-serif" font-size="30" font-weight="700" fill="${t.mobileColor}">${esc(zh)}</text>` +
        `<text x="112" y="80" font-family="sans-serif" font-size="22" fill="#555">${esc(en)}</text>`,
    );
  if (file === "favicon.svg") return monogram(64, t.mobileColor, "#fff", initials(en), false);
  if ((m = /^carousel-([1-3])\.svg$/.exec(file))) {
    const [sz, se] = t.slogans[Number(m[1]) - 1]!;
    return banner(750, 300, t.mobileColor, t.accent, sz, se);
  }
  if (file === "dialog.svg") return banner(600, 800, t.mobileColor, t.accent, zh, en);
  if (file === "launch.svg") return banner(750, 1334, t.mobileColor, t.accent, zh, en);
  if (file === "corner.svg") return monogram(120, t.accent, t.mobileColor, "APP", true);
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
  if ((m = /^promo-(\d{1,2})(-detail)?\.svg$/.exec(file))) {
    const n = m[1]!;
    return m[2]
      ? banner(750, 1000, t.accent, t.mobileColor, `${zh} #${n}`, en)
      : banner(750, 300, t.accent, t.mobileColor, `${en} #${n}`, zh);
  }
  if ((m = /^menu-(\d{1,2})\.svg$/.exec(file)))
    return MENU_GLYPHS[m[1]!] ? menuArt(t.mobileColor, MENU_GLYPHS[m[1]!]!) : null;
  return null;
}

export function gameArt(platform: string, code: string, name: string): string {
  const h = hue(`${platform}/${code}`);
  return svg(
    200,
    200,
    `<rect width="200" height="200" rx="24" fill="hsl(${h} 60% 38%)"/>` +
      `<circle cx="100" cy="84" r="52" fill="hsl(${(h + 40) % 360} 80% 62%)"/>` +
      `<text x="100" y="100" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${esc(initials(name) || code.slice(0, 2))}</text>` +
      `<text x="100" y="176" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff">${esc(platform.toUpperCase())}</text>`,
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

const PLATE_LETTERS: Record<string, string> = {
  slot: "SL",
  live: "LV",
  sports: "SP",
  lottery: "LT",
  chess: "CH",
  fish: "FI",
};

export const GAME_NAME_PARAM = /^[a-z0-9-]{1,20}$/;

export function registerAssetRoutes(
  app: FastifyInstance,
  gameName: (p: string, c: string) => string | null,
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
      const t = TENANT_SEEDS.find((s) => s.key === req.params.key);
      const art = t ? tenantArt(t, req.params.file) : null;
      return art ? send(reply, art) : notFound(reply);
    },
  );
  app.get<{ Params: { platform: string; file: string } }>(
    "/assets/games/:platform/:file",
    async (req, reply) => {
      const code = req.params.file.replace(/\.svg$/, "");
      const name = GAME_NAME_PARAM.test(code) ? gameName(req.params.platform, code) : null;
      return name ? send(reply, gameArt(req.params.platform, code, name)) : notFound(reply);
    },
  );
  app.get<{ Params: { file: string } }>("/assets/plates/:file", async (req, reply) => {
    const m = /^([a-z]{2,10})\.svg$/.exec(req.params.file);
    const p = m?.[1] ?? "";
    return PLATE_LETTERS[p]
      ? send(reply, monogram(96, `hsl(${hue(p)} 55% 45%)`, "#fff", PLATE_LETTERS[p], true))
      : notFound(reply);
  });
  app.get<{ Params: { file: string } }>("/assets/avatars/:file", async (req, reply) => {
    const m = /^(\d{1,2})\.svg$/.exec(req.params.file);
    const n = Number(m?.[1] ?? 0);
    return n >= 1 && n <= AVATAR_COUNT ? send(reply, avatarArt(n)) : notFound(reply);
  });
}
