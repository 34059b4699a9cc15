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

/**
 * The lobby's URL state but the search text. The screen renders from these; the URL's text is
 * read by the search box alone, so the box's own text reaching the URL re-renders the box, not
 * the screen (that re-render made the URL write a 40–50 ms task in a 10,000-game lobby
 * at 4× CPU).
 */
export type LobbyFilters = Omit<LobbySearch, "q">;

/** The filters of a lobby URL (the routes select them with structural sharing). */
export const lobbyFilters = ({ platform, shelf, play }: LobbySearch): LobbyFilters => ({
  platform,
  shelf,
  play,
});

/** The search text of a lobby URL's validated search ("" for none). */
export const lobbyQuery = (search: LobbySearch): string => search.q ?? "";

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
