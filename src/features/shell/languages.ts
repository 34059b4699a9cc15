// The languages a player can choose and be sent to (docs/product.md §7 /common/languages, /common/settings):
// the platform's list, limited to the locales the app has catalogs for (src/api/contract/locales.ts — any
// number of them); the built-in list when the platform's cannot be had (offline without a saved
// copy, a failure: both calls are silent).
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { languagesQueryOptions, settingsQueryOptions } from "../../api/endpoints/activity-common";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../lib/i18n";

/** The app's locales among `codes`, in the platform's order; all of them when none is left. */
export function offeredLocales(codes: readonly string[] | undefined): Locale[] {
  const known = (codes ?? []).filter(isLocale);
  return known.length ? known : [...LOCALES];
}

/** The settings language list: the platform's languages (with its names) or the built-in list. */
export function useLanguageChoices(): { code: Locale; name?: string }[] {
  const { data } = useQuery(languagesQueryOptions());
  const names = new Map(data?.map((l) => [l.code as string, l.name]));
  return offeredLocales(data?.map((l) => l.code)).map((code) => ({ code, name: names.get(code) }));
}

export interface PlatformLocales {
  offered: Locale[];
  defaultLocale: Locale;
}

/** For the locale redirect: the platform's settings, or the built-in list and zh-hans. */
export async function platformLocales(queryClient: QueryClient): Promise<PlatformLocales> {
  try {
    const settings = await queryClient.fetchQuery(settingsQueryOptions());
    const offered = offeredLocales(settings.languages);
    const preferred: string = settings.defaultLocale;
    const defaultLocale =
      isLocale(preferred) && offered.includes(preferred) ? preferred : offered[0]!;
    return { offered, defaultLocale };
  } catch {
    return { offered: [...LOCALES], defaultLocale: DEFAULT_LOCALE };
  }
}
