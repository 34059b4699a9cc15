// The player's recent game searches, kept on the device per tenant host (localStorage). What a
// person looked for is theirs: the key starts with "member." so logout removes it with the rest
// of the member's data (pwa/member-data.ts), and the next person on a shared phone starts empty.
// A visitor's searches stay on the device, as the favourites do.
import { isPreviewMode } from "../preview";

export const RECENT_SEARCHES_MAX = 6;
/** Shorter texts are letters on the way to a word, not a search worth keeping. */
const MIN_LENGTH = 2;

export const recentSearchesKey = (tenant: string) => `member.game-searches:${tenant}`;
const tenant = () => (typeof location === "undefined" ? "default" : location.host);

/**
 * Most recent first, at most `max`. A text that continues an earlier one ("bac" → "baccarat",
 * typing paused on the way) replaces it, and the same text is kept once.
 */
export function pushSearch(
  list: readonly string[],
  text: string,
  max = RECENT_SEARCHES_MAX,
): string[] {
  const q = text.trim();
  if (q.length < MIN_LENGTH) return [...list];
  const folded = q.toLocaleLowerCase();
  return [q, ...list.filter((x) => !folded.startsWith(x.toLocaleLowerCase()))].slice(0, max);
}

export function readRecentSearches(storage: Pick<Storage, "getItem"> = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(recentSearchesKey(tenant())) ?? "[]");
    return Array.isArray(value)
      ? value.filter((x): x is string => typeof x === "string").slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

function write(list: readonly string[]): void {
  if (isPreviewMode()) return;
  try {
    if (list.length) localStorage.setItem(recentSearchesKey(tenant()), JSON.stringify(list));
    else localStorage.removeItem(recentSearchesKey(tenant()));
  } catch {
    // Private mode or a full quota: the searches are simply not kept.
  }
}

/** Keeps `text` as the latest search; answers the new list. */
export function rememberSearch(text: string): string[] {
  const next = pushSearch(readRecentSearches(), text);
  write(next);
  return next;
}

export function forgetSearches(): void {
  write([]);
}
