// The game catalogue (GET /api/Activity/GetGameList) through the versioned IndexedDB cache:
// the lobby opens from the device's copy and the list is replaced only when `version` changes.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import type { GameList } from "../../api/contract/games";
import { syncSlotGames, type SlotGamesFetch } from "./slot-games-cache";
import { indexedDbSlotGamesStore } from "./slot-games-store";

type Catalogue = Omit<GameList, "version">;

/**
 * Sends the cached version as `version`; a platform that knows it unchanged may answer
 * `{ version, notModified: true }` without the list (the reference platform sends the list).
 */
async function fetchIfChanged(known: string | null): Promise<SlotGamesFetch<Catalogue>> {
  const answer = await apiRequest<GameList & { notModified?: boolean }>(
    "GET",
    "/api/Activity/GetGameList",
    { query: { version: known ?? undefined } },
  );
  if (answer.notModified) return { unchanged: true, version: answer.version };
  return {
    version: answer.version,
    result: { plateTypes: answer.plateTypes ?? [], games: answer.games ?? [] },
  };
}

export function gameCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ["games", "catalogue"] as const,
    queryFn: async () => {
      const { entry } = await syncSlotGames({
        store: indexedDbSlotGamesStore<Catalogue>(),
        fetchIfChanged,
      });
      return { ...entry.result, version: entry.version } satisfies GameList;
    },
    staleTime: 5 * 60_000,
    // Offline starts fall back to the device copy inside queryFn; retries would only delay that.
    retry: false,
  });
}
