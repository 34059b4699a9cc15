import { i18n, type Messages } from "@lingui/core";

export const LOCALES = ["zh-hans", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-hans";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// One lazily loaded chunk per locale holds all of its catalogs (see ./catalogs/*.ts).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "zh-hans": () => import("./catalogs/zh-hans"),
  en: () => import("./catalogs/en"),
};

/** Starts loading a locale's catalogs (app start, alongside the screen's code); never rejects. */
export function preloadCatalogs(locale: Locale): void {
  catalogs[locale]().catch(() => {});
}

/** Loads all catalogs of a locale and activates it (call before the first render). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === "zh-hans" ? "zh-Hans" : "en";
}

export { i18n };
