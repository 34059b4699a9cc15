// The one query definition of the game catalogue (GET /api/Activity/GetGameList), used by the
// lobby and every home layout: it goes through the versioned IndexedDB cache, so the lobby opens
// from the device's copy and the list is replaced only when `version` changes (spec §3).
import { queryOptions } from "@tanstack/react-query";
import type { GameList } from "../../api/contract/games";
import { getGameList } from "../../api/endpoints/activity-common";
import { queryKeys } from "../../api/query-keys";
import { syncSlotGames, type SlotGamesFetch } from "./slot-games-cache";
import { indexedDbSlotGamesStore } from "./slot-games-store";

type Catalogue = Omit<GameList, "version">;

/** Asks with the cached version; "not modified" answers carry no list. */
async function fetchIfChanged(
  known: string | null,
  signal?: AbortSignal,
): Promise<SlotGamesFetch<Catalogue>> {
  const answer = await getGameList({ version: known ?? undefined }, signal);
  if (answer.notModified) return { unchanged: true, version: answer.version };
  return {
    version: answer.version,
    result: { plateTypes: answer.plateTypes ?? [], games: answer.games ?? [] },
  };
}

/** Public data under ["common", …]: persisted with the query cache, dropped by nothing at logout. */
export function gameCatalogueQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.common.gameList(),
    queryFn: async ({ signal }) => {
      const { entry } = await syncSlotGames({
        store: indexedDbSlotGamesStore<Catalogue>(),
        fetchIfChanged: (known) => fetchIfChanged(known, signal),
      });
      return { ...entry.result, version: entry.version } satisfies GameList;
    },
    staleTime: 5 * 60_000,
    // Offline starts fall back to the device copy inside queryFn; retries would only delay that.
    retry: false,
  });
}
