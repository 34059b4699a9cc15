import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { LOCALE_INFO, LOCALES, isLocale, type Locale } from "../../lib/i18n";
import { localeAtom } from "./atoms";

/** Switches language on the same screen: same route, params and search, new prefix. */
export function useSwitchLocale() {
  const navigate = useNavigate();
  const setLocale = useSetAtom(localeAtom);
  return async (locale: Locale) => {
    setLocale(locale);
    await navigate({
      to: ".",
      params: (prev: Record<string, string | undefined>) => ({ ...prev, locale }),
      search: (prev: Record<string, unknown>) => prev,
      replace: true,
    });
  };
}

/** Language picker (accessible name "Language"); each option names itself in its own language. */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  const switchLocale = useSwitchLocale();
  return (
    <select
      className="select"
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => {
        if (isLocale(e.target.value)) void switchLocale(e.target.value);
      }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={LOCALE_INFO[code].tag}>
          {LOCALE_INFO[code].name}
        </option>
      ))}
    </select>
  );
}
