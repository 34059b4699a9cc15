// The request's locale on the platform: the app's five locales (src/api/contract/locales.ts),
// negotiated from Accept-Language the same way the app guesses a browser's language.
import type { FastifyRequest } from "fastify";
import {
  DEFAULT_LOCALE,
  intlLocale,
  localeOfTag,
  type Locale,
} from "../../src/api/contract/locales.ts";
import { formatPlatformTime, PLATFORM_TIME_ZONE } from "../../src/api/contract/platform-time.ts";
import { viThContent } from "./vi-th-content.ts";
import { ZH_HANT_CONTENT } from "./zh-hant-content.ts";

export type { Locale } from "../../src/api/contract/locales.ts";

/**
 * The first language of the header that the platform speaks, in the header's order of
 * preference (q-values); zh-hans when none is.
 */
export function negotiateLocale(header: string | undefined): Locale {
  const tags = String(header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

const cache = new WeakMap<FastifyRequest, Locale>();
/** The request's locale (Accept-Language, docs/product.md §7). */
export function localeOf(req: FastifyRequest): Locale {
  let locale = cache.get(req);
  if (!locale) cache.set(req, (locale = negotiateLocale(req.headers["accept-language"])));
  return locale;
}

/**
 * A content text in the request's locale. Content rows keep a Simplified Chinese and an English
 * column; Traditional Chinese reads the zh-hant variant of the Chinese text
 * (./zh-hant-content.ts), Vietnamese and Thai the wording of the English text
 * (./vi-th-content.ts). Text an operator wrote without a variant stays Simplified for zh-hant and
 * falls back to English for vi and th — to the Chinese text only when a row has no English.
 */
export function pickText(locale: Locale, zh: string, en: string): string {
  if (locale === "zh-hans") return zh;
  if (locale === "zh-hant") return ZH_HANT_CONTENT.get(zh) ?? zh;
  if (locale === "en") return en || zh;
  return viThContent(locale, en) ?? (en || zh);
}

const zoneNames = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A time the platform tells a person (a time-out's end), as the app writes it: the request's
 * locale's one date format. The platform does not know the phone's zone, so the time is its own
 * and says so ("27/11/2026 22:30 GMT-4"), never passed off as the phone's.
 */
export function timeFor(req: FastifyRequest, iso: string): string {
  const locale = localeOf(req);
  let names = zoneNames.get(locale);
  if (!names) {
    names = new Intl.DateTimeFormat(intlLocale(locale), {
      numberingSystem: "latn",
      timeZone: PLATFORM_TIME_ZONE,
      timeZoneName: "shortOffset",
    });
    zoneNames.set(locale, names);
  }
  const zone = names.formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName")?.value;
  return `${formatPlatformTime(iso, locale, "dateTime", PLATFORM_TIME_ZONE)} ${zone ?? PLATFORM_TIME_ZONE}`;
}
