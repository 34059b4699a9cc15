import type { Game } from "../../api/contract/games";
import { ShelfTab, type LobbySearch } from "./lobby-search";

export interface GameFilter {
  plateType?: string;
  search: LobbySearch;
  favourites: readonly string[];
  recent: readonly string[];
}

/**
 * Case- and width-insensitive name match ("ＰＧ" finds "PG"). Plain ASCII (most names) needs no
 * normalization, which is most of the folding's cost.
 */
const fold = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? s.toLowerCase() : s.normalize("NFKC").toLocaleLowerCase();

/**
 * Each game's folded name, folded once: with a catalogue of thousands of games, folding every
 * name again on each key typed into the search box would be a long task. Keyed by the game
 * object, so a new catalogue answer (new objects) is folded anew.
 */
const folded = new WeakMap<Game, string>();
const foldedName = (g: Game) => {
  let name = folded.get(g);
  if (name === undefined) folded.set(g, (name = fold(g.name)));
  return name;
};

/**
 * The lobby's games for a filter. A search text looks across every category and provider (a
 * player typing "baccarat" in the slot lobby wants the live tables); the lobby's own category
 * then comes first. Without one, the category and provider chips narrow the list.
 */
export function filterGames(games: readonly Game[], f: GameFilter): Game[] {
  const q = fold((f.search.q ?? "").trim());
  let list = q
    ? games.filter((g) => foldedName(g).includes(q))
    : games.filter(
        (g) =>
          (!f.plateType || g.plateType === f.plateType) &&
          (!f.search.platform || g.platform === f.search.platform),
      );
  if (q && f.plateType) {
    const here = list.filter((g) => g.plateType === f.plateType);
    if (here.length !== list.length) {
      list = [...here, ...list.filter((g) => g.plateType !== f.plateType)];
    }
  }
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

/** The last search of each catalogue: its filter (but the query), query and answer. */
const lastSearch = new WeakMap<readonly Game[], { filter: GameFilter; q: string; games: Game[] }>();

/**
 * filterGames, remembering each catalogue's last answer: a query that contains the last one
 * (a letter typed: "dr" → "dra") can only match games that the last one matched, so only those
 * are searched, not the whole catalogue again. Any other change filters the catalogue anew.
 */
export function searchGames(games: readonly Game[], f: GameFilter): Game[] {
  const q = fold((f.search.q ?? "").trim());
  const last = lastSearch.get(games);
  const narrows =
    last !== undefined &&
    last.filter.plateType === f.plateType &&
    last.filter.search.platform === f.search.platform &&
    last.filter.search.shelf === f.search.shelf &&
    last.filter.favourites === f.favourites &&
    last.filter.recent === f.recent &&
    // No text narrows to the category, a text searches them all: a first letter starts anew.
    (last.q === "") === (q === "") &&
    q.includes(last.q);
  const out = !narrows
    ? filterGames(games, f)
    : q === last.q
      ? last.games
      : last.games.filter((g) => foldedName(g).includes(q));
  lastSearch.set(games, { filter: f, q, games: out });
  return out;
}
