// Lobby URL state: the search box, provider filter, shelf tab and a game to start after login.
export const ShelfTab = { All: "all", Favourites: "favourites", Recent: "recent" } as const;
export type ShelfTab = (typeof ShelfTab)[keyof typeof ShelfTab];

export interface LobbySearch {
  q?: string;
  platform?: string;
  shelf?: ShelfTab;
  /** gameCode to enter at once (set by the login redirect of a visitor who tapped a game). */
  play?: string;
}

const text = (value: unknown, max: number) =>
  typeof value === "string" || typeof value === "number"
    ? String(value).slice(0, max) || undefined
    : undefined;

export function validateLobbySearch(search: Record<string, unknown>): LobbySearch {
  const shelf = Object.values(ShelfTab).find((v) => v === search.shelf);
  const platform = text(search.platform, 20);
  return {
    q: text(search.q, 40),
    platform: platform && /^[a-z0-9-]+$/.test(platform) ? platform : undefined,
    shelf: shelf && shelf !== ShelfTab.All ? shelf : undefined,
    play: text(search.play, 40),
  };
}
