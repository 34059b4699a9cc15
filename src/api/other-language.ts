// Public content answered from a device copy in another language (docs/data-and-offline.md): when
// the network cannot answer and this language was never saved on the device, the app shows the
// newest copy it has, and says so (the offline banner) instead of mixing languages silently.
// Kept small: it is part of the first bundle (the site config's device copy runs at start).
import type { Locale } from "../lib/i18n";

const shown = new Map<string, Locale>();
let changed = () => {};

/** The content `name` is shown from a copy in `locale`, or (null) in the page's language. */
export function noteContentLanguage(name: string, locale: Locale | null): void {
  if (locale) shown.set(name, locale);
  else shown.delete(name);
  changed();
}

/** A language some shown content is in instead of the page's, or null (useSyncExternalStore). */
export const otherContentLanguage = (): Locale | null => shown.values().next().value ?? null;

/** One listener: the offline banner, the only reader. */
export function subscribeOtherLanguage(listener: () => void): () => void {
  changed = listener;
  return () => {
    changed = () => {};
  };
}
