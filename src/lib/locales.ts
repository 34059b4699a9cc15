// The app's locales (spec §9 plus issue 20): the one list every part of the app reads — the route
// prefix, the settings language list, Accept-Language negotiation, the persisted choice, the
// catalogs (lingui.config.ts and scripts/i18n-check.ts import it too) and Intl formatting.
// zh-hans stays the default. zh-hant is written for Taiwan and Hong Kong readers and formats
// the Taiwanese way (zh-TW); Thai dates use the Buddhist calendar, as th-TH does by default.
export const LOCALES = ["zh-hans", "zh-hant", "en", "vi", "th"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-hans";

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>` and `<option lang>`. */
  tag: string;
  /** Tag given to `Intl` for money, numbers and dates. */
  intl: string;
  /** The language's name in itself (the settings language list). */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  "zh-hans": { tag: "zh-Hans", intl: "zh-CN", name: "简体中文" },
  "zh-hant": { tag: "zh-Hant", intl: "zh-TW", name: "繁體中文" },
  en: { tag: "en", intl: "en-GB", name: "English" },
  vi: { tag: "vi", intl: "vi-VN", name: "Tiếng Việt" },
  th: { tag: "th", intl: "th-TH", name: "ไทย" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Intl tag of an app locale (unknown values format the English way). */
export function intlLocale(locale: string): string {
  return isLocale(locale) ? LOCALE_INFO[locale].intl : LOCALE_INFO.en.intl;
}

/**
 * The app locale a browser language tag asks for, or null: zh-TW, zh-HK, zh-MO and any zh-Hant
 * → zh-hant; other zh → zh-hans; vi, th, en by their primary subtag.
 */
export function localeOfTag(tag: string): Locale | null {
  const lang = tag.trim().toLowerCase().replace(/_/g, "-");
  if (lang === "zh" || lang.startsWith("zh-")) {
    return /^zh-(hant|tw|hk|mo)(-|$)/.test(lang) || /-hant(-|$)/.test(lang) ? "zh-hant" : "zh-hans";
  }
  const primary = lang.split("-")[0];
  return primary === "en" || primary === "vi" || primary === "th" ? primary : null;
}
