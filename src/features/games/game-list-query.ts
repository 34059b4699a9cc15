// The one query definition of the game catalogue (GET /api/Activity/GetGameList), used by the
// lobby and every home layout: it goes through the versioned IndexedDB cache, so the lobby opens
// from the device's copy and the list is replaced only when `version` changes (docs/product.md §3).
import { queryOptions } from "@tanstack/react-query";
import type { GameList } from "../../api/contract/games";
import { getGameList } from "../../api/endpoints/activity-common";
import { apiHooks } from "../../api/hooks";
import { noteContentLanguage } from "../../api/other-language";
import type { Locale } from "../../lib/i18n";
import { queryKeys } from "../../api/query-keys";
import { syncSlotGames, type SlotGamesFetch } from "./slot-games-cache";
import { indexedDbSlotGamesStore, storedSlotGamesVersion } from "./slot-games-store";

/**
 * The platform names games in the request's language but its `version` does not change with the
 * language, so the cached list records the language it was fetched in: after a language switch
 * it is fetched again instead of kept as "unchanged".
 */
type Catalogue = Omit<GameList, "version"> & { locale?: string };

/** Asks with the cached version; "not modified" answers carry no list. */
async function fetchIfChanged(
  known: string | null,
  locale: string,
  signal?: AbortSignal,
): Promise<SlotGamesFetch<Catalogue>> {
  const answer = await getGameList({ version: known ?? undefined }, signal);
  if (answer.notModified) return { unchanged: true, version: answer.version };
  return {
    version: answer.version,
    result: { plateTypes: answer.plateTypes ?? [], games: answer.games ?? [], locale },
  };
}

/**
 * Public data under ["common", …], dropped by nothing at logout. Not in the persisted query cache:
 * the device copy is the slot-games entry above (queryFn reads it, also offline), and the
 * persister serializes the whole cache after each change — with a 10,000-game list one ~100 ms
 * JSON.stringify at 4× CPU each time.
 */
export function gameCatalogueQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.common.gameList(),
    queryFn: async ({ signal }): Promise<GameList> => {
      // The language the request is sent in (Accept-Language).
      const locale = apiHooks.getLocale();
      const { entry } = await syncSlotGames({
        store: indexedDbSlotGamesStore<Catalogue>(locale),
        fetchIfChanged: (known) => fetchIfChanged(known, locale, signal),
        fits: (cached) => cached.result.locale === locale,
        known: storedSlotGamesVersion(locale),
      });
      // Offline, the list saved in another language is shown, and said to be (other-language.ts).
      const saved = entry.result.locale;
      noteContentLanguage("game-list", saved && saved !== locale ? (saved as Locale) : null);
      const { plateTypes, games } = entry.result;
      return { plateTypes, games, version: entry.version };
    },
    staleTime: 5 * 60_000,
    // Offline starts fall back to the device copy inside queryFn; retries would only delay that.
    retry: false,
    // Runs offline too (a paused query would leave the lobby on "Loading games…" forever when the
    // persisted query cache is gone: another build's, or another language's).
    networkMode: "always",
    meta: { persist: false },
  });
}
