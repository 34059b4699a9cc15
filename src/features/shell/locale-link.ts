import { useParams } from "@tanstack/react-router";

/** The locale prefix of the current location (undefined = none), to keep it on every link. */
export function useLocaleParam(): string | undefined {
  return useParams({ strict: false }).locale;
}

/** A path under the current prefix, for places that cannot use a typed Link. */
export function localePath(locale: string | undefined, path: string): string {
  return locale ? `/${locale}${path === "/" ? "" : path}` : path;
}
