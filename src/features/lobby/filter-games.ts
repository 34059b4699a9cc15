import type { Game } from "../../api/contract/games";
import { ShelfTab, type LobbySearch } from "./lobby-search";

export interface GameFilter {
  plateType?: string;
  search: LobbySearch;
  favourites: readonly string[];
  recent: readonly string[];
}

/** Case- and width-insensitive name match ("ＰＧ" finds "PG"). */
const fold = (s: string) => s.normalize("NFKC").toLocaleLowerCase();

/**
 * Each game's folded name, folded once: with 10,000 games, folding every name again on each key
 * typed into the search box was most of a long task at 4× CPU (issue 23). Keyed by the game
 * object, so a new catalogue answer (new objects) is folded anew.
 */
const folded = new WeakMap<Game, string>();
const foldedName = (g: Game) => {
  let name = folded.get(g);
  if (name === undefined) folded.set(g, (name = fold(g.name)));
  return name;
};

export function filterGames(games: readonly Game[], f: GameFilter): Game[] {
  const q = fold((f.search.q ?? "").trim());
  let list = games.filter(
    (g) =>
      (!f.plateType || g.plateType === f.plateType) &&
      (!f.search.platform || g.platform === f.search.platform) &&
      (!q || foldedName(g).includes(q)),
  );
  if (f.search.shelf === ShelfTab.Favourites) {
    list = list.filter((g) => f.favourites.includes(String(g.id)));
  } else if (f.search.shelf === ShelfTab.Recent) {
    // Most recently played first.
    const order = new Map(f.recent.map((id, i) => [id, i]));
    list = list
      .filter((g) => order.has(String(g.id)))
      .sort((a, b) => order.get(String(a.id))! - order.get(String(b.id))!);
  }
  return list;
}
