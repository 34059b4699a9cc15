// Favourites and recently played games, kept on the device (localStorage) per tenant.
// Pure list operations plus a tiny storage layer; the React side lives in use-game-shelf.ts.

export const RECENT_MAX = 20;

export function toggleFavourite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [id, ...list];
}

/** Most recent first, no duplicates, at most RECENT_MAX. */
export function pushRecent(list: readonly string[], id: string, max = RECENT_MAX): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

export function readIdList(storage: Pick<Storage, "getItem">, key: string): string[] {
  try {
    const raw = storage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function writeIdList(
  storage: Pick<Storage, "setItem">,
  key: string,
  list: readonly string[],
): void {
  try {
    storage.setItem(key, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the shelf just stays in memory for this visit.
  }
}

export const favouritesKey = (tenant: string) => `games.favourites:${tenant}`;
export const recentKey = (tenant: string) => `games.recent:${tenant}`;
