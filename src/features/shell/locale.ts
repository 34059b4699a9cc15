// Locale of a location (docs/product.md §2, §9): an optional prefix on every route, zh-hans by default.
import { redirect } from "@tanstack/react-router";
import { activateLocale, DEFAULT_LOCALE, i18n, isLocale, type Locale } from "../../lib/i18n";
import { LOCALES, localeOfTag } from "../../api/contract/locales";
import type { PlatformLocales } from "./languages";
import { localeAtom } from "./atoms";
import type { AppStore } from "./router-context";

/**
 * Best match of the browser's languages, first preference first: zh-TW/HK/MO/Hant → zh-hant,
 * other zh → zh-hans, en, vi, th; none of them → null.
 */
export function guessLocale(
  languages: readonly string[],
  offered: readonly Locale[] = LOCALES,
): Locale | null {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale && offered.includes(locale)) return locale;
  }
  return null;
}

/**
 * Where an unsupported prefix goes: persisted, else browser-guessed, else the default — among the
 * platform's languages when they are known (languages.ts), else the built-in ones and zh-hans.
 */
export function fallbackLocale(
  persisted: Locale | null,
  languages: readonly string[],
  platform: PlatformLocales = { offered: [...LOCALES], defaultLocale: DEFAULT_LOCALE },
): Locale {
  if (persisted && platform.offered.includes(persisted)) return persisted;
  return guessLocale(languages, platform.offered) ?? platform.defaultLocale;
}

/**
 * Whether a first path segment reads as a language tag (language[-Script][-REGION]: "fr", "pt-br",
 * "zh-hant-tw"), i.e. an unsupported locale to replace; any other segment ("member",
 * "no-such-page") is the start of a path without a prefix.
 */
export function looksLikeLocale(segment: string): boolean {
  return /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i.test(segment);
}

/** The same location with its first path segment replaced by `locale`. */
export function replaceLocaleSegment(href: string, locale: Locale): string {
  const rest = href.replace(/^\/[^/?#]*/, "");
  return `/${locale}${rest.startsWith("/") || rest === "" || /^[?#]/.test(rest) ? rest : `/${rest}`}`;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Runs in the locale layout's beforeLoad: refuses an unsupported prefix with a redirect, and makes
 * the location's locale active before anything renders. An explicit prefix is remembered.
 */
export async function enterLocale(
  store: AppStore,
  param: string | undefined,
  href: string,
  languages: readonly string[] = browserLanguages(),
  platform?: () => Promise<PlatformLocales>,
): Promise<Locale> {
  if (param !== undefined && !isLocale(param)) {
    // An unsupported language tag: the platform's languages decide where it goes (a rare path, so
    // it may wait for /common/settings, or its saved copy; offline without one, the built-in list).
    const target =
      looksLikeLocale(param) && platform
        ? fallbackLocale(store.get(localeAtom), languages, await platform())
        : localeToEnter(store, param, languages);
    // An unsupported locale is replaced; a path that only looked like one (`/no-such-page`) gets
    // the prefix, so the router can tell it is not found, in the locale it would have opened in.
    const to = looksLikeLocale(param) ? replaceLocaleSegment(href, target) : `/${target}${href}`;
    throw redirect({ href: to, replace: true });
  }
  if (param !== undefined && store.get(localeAtom) !== param) store.set(localeAtom, param);
  const locale = localeToEnter(store, param, languages);
  if (i18n.locale !== locale) await activateLocale(locale);
  return locale;
}

/**
 * The locale a location's prefix leads to, known before its catalogs load (requests started at
 * app start use it): a supported prefix, else — none, or a first segment that is no language tag:
 * the remembered one or zh-hans; unsupported: where the redirect goes.
 */
export function localeToEnter(
  store: AppStore,
  param: string | undefined,
  languages: readonly string[] = browserLanguages(),
): Locale {
  if (param === undefined || !looksLikeLocale(param))
    return store.get(localeAtom) ?? DEFAULT_LOCALE;
  return isLocale(param) ? param : fallbackLocale(store.get(localeAtom), languages);
}
