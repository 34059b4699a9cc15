// The lobby's catalogue, started from the route's loader: useQuery starts fetching only once the
// screen has mounted and the persisted query cache has been restored, which put the catalogue
// request ~0.5 s (4× CPU throttle) behind the site config. The first row's art is then asked for
// as soon as the list is known, not after the grid has rendered: it is the page's largest paint.
import type { QueryClient } from "@tanstack/react-query";
import type { PlateTypeInfo } from "../../api/contract/games";
import { gameCatalogueQueryOptions } from "../games";
import { preloadTenantImage } from "../media";
import { siteConfigQueryOptions } from "../shell";
import type { LobbySearch } from "./lobby-search";

export type LobbyKind = "subgame" | "slot";

/** The plate a lobby shows: the URL's, else slots, else (game lobby) the first plate. */
export function currentPlate(
  kind: LobbyKind,
  plateType: string | undefined,
  plates: readonly PlateTypeInfo[],
): string | undefined {
  return plateType ?? (kind === "slot" ? "slot" : plates[0]?.plateType);
}

/** Tiles in the first row of the default 3-column grid (2–5 by tenant; 3 covers most). */
const FIRST_ROW = 3;

/** Fire and forget: failures show where the screen uses the data, as without the prefetch. */
export function prefetchLobby(
  client: QueryClient,
  lobby: { kind: LobbyKind; plateType?: string; filtered?: boolean },
): void {
  Promise.all([
    client.fetchQuery(gameCatalogueQueryOptions()),
    client.ensureQueryData(siteConfigQueryOptions()),
  ]).then(([catalogue, site]) => {
    // A filtered lobby (search, provider, shelf) opens on other games: nothing to guess.
    if (lobby.filtered) return;
    const plate = currentPlate(lobby.kind, lobby.plateType, catalogue.plateTypes);
    const first = catalogue.games.filter((g) => g.plateType === plate).slice(0, FIRST_ROW);
    for (const game of first) if (!preloadTenantImage(game.imageUrl, site.cdnDomain)) return;
  }, noop);
}

const noop = () => {};

/**
 * Whether a lobby opens filtered: the routes' loaders depend on this, not on the whole search,
 * so typing in the search box (which updates the URL) does not run the loader on every letter.
 */
export const isFilteredLobby = (s: LobbySearch) => Boolean(s.q || s.platform || s.shelf);
