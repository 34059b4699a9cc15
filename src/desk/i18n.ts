// The desk's languages: the players' five (src/lib/locales.ts), each with the desk's own catalog
// (locales/<locale>/desk/desk.po), loaded on demand.
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, localeOfTag, localeTag, type Locale } from "../api/contract/locales";
import { setRequestLanguage } from "./api";

const catalogs = import.meta.glob<Messages>("../../locales/*/desk/desk.po", { import: "messages" });
const LANGUAGE_KEY = "playfront-desk-language";

export function initialLocale(): Locale {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  const fromSaved = saved ? localeOfTag(saved) : null;
  return fromSaved ?? localeOfTag(navigator.language) ?? DEFAULT_LOCALE;
}

export async function activate(locale: Locale): Promise<void> {
  const load = catalogs[`../../locales/${locale}/desk/desk.po`];
  const messages = load ? await load() : {};
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = localeTag(locale);
  localStorage.setItem(LANGUAGE_KEY, locale);
  setRequestLanguage(localeTag(locale));
}

export { i18n };
