import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { localeTag, isLocale, localeName, type Locale } from "../../lib/i18n";
import { localeAtom } from "./atoms";
import { useLanguageChoices } from "./languages";

/** Switches language on the same screen: same route, params and search, new prefix. */
export function useSwitchLocale() {
  const navigate = useNavigate();
  const setLocale = useSetAtom(localeAtom);
  return async (locale: Locale) => {
    setLocale(locale);
    await navigate({
      to: ".",
      params: (prev: Record<string, unknown>) => ({ ...prev, locale }),
      search: (prev: Record<string, unknown>) => prev,
      replace: true,
    });
  };
}

/**
 * Language picker (accessible name "Language"): the platform's languages (languages.ts), each
 * named in itself; the one being shown stays listed even when the platform no longer offers it.
 */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  const switchLocale = useSwitchLocale();
  const choices = useLanguageChoices();
  if (isLocale(i18n.locale) && !choices.some((c) => c.code === i18n.locale)) {
    choices.push({ code: i18n.locale });
  }
  return (
    <select
      className="select"
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => {
        if (isLocale(e.target.value)) void switchLocale(e.target.value);
      }}
    >
      {choices.map(({ code, name }) => (
        <option key={code} value={code} lang={localeTag(code)}>
          {name || localeName(code)}
        </option>
      ))}
    </select>
  );
}
