// The app's locales (docs/product.md §1, §9): the one list every part of the app reads — the route
// prefix, the settings language list, Accept-Language negotiation, the persisted choice, the
// catalogs (lingui.config.ts and scripts/i18n-check.ts import it too) and Intl formatting.
// zh-hans stays the default. zh-hant is written for Taiwan and Hong Kong readers and formats the
// Taiwanese way (Intl's zh-Hant is zh-TW); Thai dates use the Buddhist calendar, as Intl's th does.
export const LOCALES = ["zh-hans", "zh-hant", "en", "vi", "th"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-hans";

/** BCP 47 tag of a locale, for `<html lang>`, `<option lang>` and `Intl` ("zh-hant" → "zh-Hant"). */
export const localeTag = (locale: Locale): string => locale.replace("zh-han", "zh-Han");

/**
 * The language's name in itself (the settings language list, /common/languages): "简体中文",
 * "繁體中文", "English", "Tiếng Việt", "ไทย" from the platform's own ICU data (no names in the
 * bundle); the code where Intl.DisplayNames is missing.
 */
export function localeName(locale: Locale): string {
  const tag = localeTag(locale);
  return Intl.DisplayNames
    ? (new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? locale)
    : locale;
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Intl tag of an app locale: its own tag, en-GB for English (the app's English is British). */
export function intlLocale(locale: string): string {
  return locale === "en" ? "en-GB" : localeTag(locale as Locale);
}

/**
 * The app locale a browser language tag asks for, or null: zh-TW, zh-HK, zh-MO and any zh-Hant
 * → zh-hant; other zh → zh-hans; vi, th, en by their primary subtag.
 */
export function localeOfTag(tag: string): Locale | null {
  const t = tag.toLowerCase();
  if (/^zh(-|$)/.test(t))
    return /-(hant|tw|hk|mo)\b/.test(t) && !/-hans/.test(t) ? "zh-hant" : "zh-hans";
  return (/^(en|vi|th)(-|$)/.exec(t)?.[1] as Locale | undefined) ?? null;
}
