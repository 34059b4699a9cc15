import { i18n, type Messages } from "@lingui/core";
import { localeTag, type Locale } from "../api/contract/locales";

export {
  DEFAULT_LOCALE,
  isLocale,
  localeTag,
  LOCALES,
  localeName,
  type Locale,
} from "../api/contract/locales";

// One lazily loaded chunk per locale holds all of its catalogs (see ./catalogs/*.ts).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "zh-hans": () => import("./catalogs/zh-hans"),
  "zh-hant": () => import("./catalogs/zh-hant"),
  en: () => import("./catalogs/en"),
  vi: () => import("./catalogs/vi"),
  th: () => import("./catalogs/th"),
};

/** Starts loading a locale's catalogs (app start, alongside the screen's code); never rejects. */
export function preloadCatalogs(locale: Locale): void {
  catalogs[locale]().catch(() => {});
}

/** Loads all catalogs of a locale and activates it (call before the first render). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = localeTag(locale);
}

export { i18n };
