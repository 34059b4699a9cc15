import { i18n } from "@lingui/core";

export const LOCALES = ["zh-hans", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-hans";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Loads a compiled catalog (the Lingui Vite plugin compiles the .po on import) and activates it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === "zh-hans" ? "zh-Hans" : "en";
}

export { i18n };
