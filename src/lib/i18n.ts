import { i18n, type Messages } from "@lingui/core";

export const LOCALES = ["zh-hans", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-hans";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// Every catalog of every locale; the Lingui Vite plugin compiles each .po on import, and each
// locale's catalogs are merged into one message table when it is activated.
const catalogs = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

/** Loads all catalogs of a locale and activates it (call before the first render). */
export async function activateLocale(locale: Locale): Promise<void> {
  const loaders = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`));
  const parts = await Promise.all(loaders.map(([, load]) => load()));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts.map((p) => p.messages)) });
  document.documentElement.lang = locale === "zh-hans" ? "zh-Hans" : "en";
}

export { i18n };
