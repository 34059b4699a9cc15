// Locale of a location (spec §2, §9): an optional prefix on every route, zh-hans by default.
import { redirect } from "@tanstack/react-router";
import { activateLocale, DEFAULT_LOCALE, i18n, isLocale, type Locale } from "../../lib/i18n";
import { localeAtom } from "./atoms";
import type { AppStore } from "./router-context";

/** Best match of the browser's languages: any zh → zh-hans, any en → en, else none. */
export function guessLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const lang = tag.toLowerCase();
    if (lang.startsWith("zh")) return "zh-hans";
    if (lang.startsWith("en")) return "en";
  }
  return null;
}

/** Where an unsupported prefix goes: persisted, else browser-guessed, else zh-hans. */
export function fallbackLocale(persisted: Locale | null, languages: readonly string[]): Locale {
  return persisted ?? guessLocale(languages) ?? DEFAULT_LOCALE;
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
): Promise<Locale> {
  if (param !== undefined && !isLocale(param)) {
    const target = fallbackLocale(store.get(localeAtom), languages);
    throw redirect({ href: replaceLocaleSegment(href, target), replace: true });
  }
  if (param !== undefined && store.get(localeAtom) !== param) store.set(localeAtom, param);
  const locale = param ?? store.get(localeAtom) ?? DEFAULT_LOCALE;
  if (i18n.locale !== locale) await activateLocale(locale);
  return locale;
}
