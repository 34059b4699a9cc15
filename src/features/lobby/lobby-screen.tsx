// Game lobby (`subgame/{plateType}`) and slot games (`game-slot/{plateType}`): plate tabs, search
// by name across every category (with the player's recent searches), provider filter, favourites
// and recently played, and a grid that enters a game.
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useRouter } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import {
  favouritesAtom,
  gameCatalogueQueryOptions,
  PlateIcon,
  readRecentSearches,
  recentGamesAtom,
  rememberSearch,
  forgetSearches,
  toggleFavouriteAtom,
  useEnterGame,
} from "../games";
import type { Game } from "../../api/contract/games";
import { isLoggedInAtom } from "../session";
import {
  LAYOUT_PRESETS,
  layoutConfigAtom,
  ScreenHeader,
  styleFromVStyle,
  useSiteConfig,
} from "../shell";
import { BalanceLine } from "../wallet";
import { filterGames, searchGames, type GameFilter } from "./filter-games";
import { GameGrid } from "./game-grid";
import { LobbySearchBox } from "./lobby-search-box";
import { currentPlate, type LobbyKind } from "./prefetch-lobby";
import {
  lobbyQuery,
  ShelfTab,
  validateLobbySearch,
  type LobbyFilters,
  type LobbySearch,
} from "./lobby-search";
import "./lobby.css";

export interface LobbyScreenProps {
  kind: LobbyKind;
  plateType?: string;
  /** The URL's filters; its search text is read by the search box (lobby-search.ts). */
  search: LobbyFilters;
  onSearchChange: (next: LobbySearch) => void;
}

export function LobbyScreen({ kind, plateType, search, onSearchChange }: LobbyScreenProps) {
  const { t } = useLingui();
  const locale = useParams({ strict: false, select: (p) => p.locale });
  const catalogue = useQuery(gameCatalogueQueryOptions());
  // A query's answer re-renders its readers synchronously (React renders store updates at once),
  // and the catalogue's arrival renders the whole first page of the grid: one ~100 ms task at 4×
  // CPU. Deferred, that render runs in slices that give way to input; only its commit (putting
  // the page's tiles into the document) is still one task.
  const data = useDeferredValue(catalogue.data);
  // Until the grid has rendered with the answer, the screen still reads as loading.
  const loading = data === undefined && !catalogue.isError;
  const favourites = useAtomValue(favouritesAtom);
  const recent = useAtomValue(recentGamesAtom);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { enter, pending } = useEnterGame();
  // The tenant's layout preset sets how many games a row holds (GetConfigByStyle gameColumns).
  // Start-up stores the preset in an effect, after this screen's first render: when the
  // catalogue is in by then (a busy phone), that render drew the grid in the default columns and
  // the next one redrew every tile. The site config (there before any screen) says it already.
  const site = useSiteConfig();
  const columns =
    useAtomValue(layoutConfigAtom)?.gameColumns ??
    (site ? LAYOUT_PRESETS[styleFromVStyle(site.vStyle)].gameColumns : undefined);

  const plates = data?.plateTypes ?? [];
  const current = currentPlate(kind, plateType, plates);
  const plate = plates.find((p) => p.plateType === current);
  // The text the grid searches for: the URL's when the screen opens, then the search box's, once
  // typing pauses or when the URL's text changes not by typing (back, a link; lobby-search-box.tsx).
  // Each key otherwise went through the router (a navigation, history.replaceState and a
  // synchronous re-render of the route) and re-rendered this screen.
  const router = useRouter();
  // Read once, not subscribed to; validated as the route validates it (the router parses
  // `?q=21` as a number).
  const [typed, setTyped] = useState(() =>
    lobbyQuery(validateLobbySearch(router.state.location.search)),
  );
  // Stable, so that the memoized box is not re-rendered by this screen's renders.
  const latest = useRef({ search, onSearchChange });
  useLayoutEffect(() => {
    latest.current = { search, onSearchChange };
  });
  const commitQuery = useCallback((text: string) => {
    const { search: now, onSearchChange: change } = latest.current;
    change({ ...now, q: text || undefined, play: undefined });
    // Stored, not rendered: the list shows when the box is empty again, a render of its own.
    if (text.trim()) rememberSearch(text);
  }, []);
  // The grid's new matches render in the background, yielding to the next key.
  const q = useDeferredValue(typed || undefined);
  const platform = useDeferredValue(search.platform);
  const shelf = useDeferredValue(search.shelf);
  const games = useFilteredGames(data?.games, {
    plateType: current,
    search: { q, platform, shelf },
    favourites,
    recent,
  });

  // A visitor who tapped a game comes back from login with ?play=<code>: start it once.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!search.play || !loggedIn || !current || started.current === search.play) return;
    started.current = search.play;
    const game = data?.games.find((g) => g.gameCode === search.play);
    enter({
      plateType: current,
      gameId: search.play,
      shelfId: game ? String(game.id) : undefined,
      name: game?.name,
    });
  }, [search.play, loggedIn, current, data, enter]);

  const set = (patch: Partial<LobbySearch>) =>
    onSearchChange({ ...search, q: typed || undefined, ...patch, play: undefined });
  // Stable, so that a render of the screen (a key typed) does not re-render the grid's tiles.
  const enterRef = useRef(enter);
  useLayoutEffect(() => {
    enterRef.current = enter;
  });
  const onToggleFavourite = useCallback(
    (x: Game) => toggleFavourite(String(x.id)),
    [toggleFavourite],
  );
  const onPlay = useCallback(
    (x: Game) =>
      enterRef.current({
        plateType: x.plateType,
        gameId: x.gameCode,
        shelfId: String(x.id),
        name: x.name,
      }),
    [],
  );
  const title = kind === "slot" ? t`Slot games` : t`Game lobby`;

  return (
    <main className="lobby" aria-busy={loading || pending}>
      {/* A member sees what they can play with before choosing a game. */}
      <ScreenHeader
        title={title}
        actions={
          loggedIn ? (
            <BalanceLine className="balance-line balance-line--head" split={false} />
          ) : null
        }
      />
      {/* While the catalogue loads, the rows it fills (plate tabs, provider chips) keep their
          space, so its answer does not push the search and shelf down (CLS 0.039). */}
      {kind === "subgame" && loading ? (
        <div className="lobby__plates lobby__plates--pending" aria-hidden="true" />
      ) : null}
      {kind === "subgame" && plates.length > 0 ? (
        <nav className="lobby__plates" aria-label={t`Game categories`}>
          {plates.map((p) => (
            <Link
              key={p.plateType}
              className="lobby__plate"
              to="/{-$locale}/subgame/{-$plateType}"
              params={{ locale, plateType: p.plateType }}
              aria-current={p.plateType === current ? "page" : undefined}
            >
              <PlateIcon plateType={p.plateType} size={22} />
              <span>{p.name}</span>
            </Link>
          ))}
        </nav>
      ) : null}

      <div className="lobby__tools">
        <LobbySearchBox label={t`Search games`} onQuery={setTyped} onCommit={commitQuery} />
        {loading ? <div className="lobby__chips lobby__chips--pending" aria-hidden="true" /> : null}
        {!q ? (
          <RecentSearches
            onPick={(text) => {
              rememberSearch(text);
              set({ q: text });
            }}
          />
        ) : null}
        {q ? (
          <p className="lobby__scope">
            <Trans>Searching every category and provider.</Trans>
          </p>
        ) : plate && plate.platforms.length > 1 ? (
          <div className="lobby__chips" role="group" aria-label={t`Providers`}>
            <button
              type="button"
              className="chip"
              aria-pressed={!search.platform}
              onClick={() => set({ platform: undefined })}
            >
              <Trans>All providers</Trans>
            </button>
            {plate.platforms.map((p) => (
              <button
                key={p.code}
                type="button"
                className="chip"
                aria-pressed={search.platform === p.code}
                onClick={() => set({ platform: p.code })}
              >
                {p.name}
              </button>
            ))}
          </div>
        ) : null}
        <div className="lobby__shelf" role="group" aria-label={t`Show`}>
          {(
            [
              [ShelfTab.All, t`All games`],
              [ShelfTab.Favourites, t`Favourites`],
              [ShelfTab.Recent, t`Recently played`],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="lobby__shelf-tab"
              aria-pressed={(search.shelf ?? ShelfTab.All) === value}
              onClick={() => set({ shelf: value === ShelfTab.All ? undefined : value })}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      {loading ? (
        <p className="lobby__note" role="status">
          <Trans>Loading games…</Trans>
        </p>
      ) : catalogue.isError ? (
        <p className="lobby__note" role="alert">
          <Trans>The games could not be loaded. Check your connection and try again.</Trans>
        </p>
      ) : games.length === 0 ? (
        <p className="lobby__note" role="status">
          {shelf === ShelfTab.Favourites ? (
            <Trans>No favourites yet. Tap the star on a game to keep it here.</Trans>
          ) : shelf === ShelfTab.Recent ? (
            <Trans>No games played yet on this device.</Trans>
          ) : q ? (
            <Trans>No game in any category has “{q}” in its name.</Trans>
          ) : (
            <Trans>No games match your search.</Trans>
          )}{" "}
          {q && shelf && data ? (
            <ElsewhereOnShelf
              count={
                filterGames(data.games, {
                  plateType: current,
                  search: { q },
                  favourites,
                  recent,
                }).length
              }
              onShowAll={() => set({ shelf: undefined })}
            />
          ) : q ? (
            <Trans>Try fewer letters of the name, or browse a category:</Trans>
          ) : null}
          {q && !shelf ? (
            <span className="lobby__elsewhere">
              {plates.map((p) => (
                <Link
                  key={p.plateType}
                  className="chip"
                  to="/{-$locale}/subgame/{-$plateType}"
                  params={{ locale, plateType: p.plateType }}
                >
                  {p.name}
                </Link>
              ))}
            </span>
          ) : null}
        </p>
      ) : (
        <GameGrid
          games={games}
          columns={columns}
          resetKey={JSON.stringify([current, q, platform, shelf])}
          favourites={favourites}
          onToggleFavourite={onToggleFavourite}
          onPlay={onPlay}
        />
      )}
    </main>
  );
}

/** The player's recent searches (read from the device at each showing), one tap each. */
function RecentSearches({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useLingui();
  const [, cleared] = useReducer((n: number) => n + 1, 0);
  const list = readRecentSearches();
  if (list.length === 0) return null;
  return (
    <div className="lobby__chips" role="group" aria-label={t`Recent searches`}>
      {list.map((text) => (
        <button key={text} type="button" className="chip" onClick={() => onPick(text)}>
          {text}
        </button>
      ))}
      <button
        type="button"
        className="chip chip--quiet"
        onClick={() => {
          forgetSearches();
          cleared();
        }}
      >
        <Trans>Clear recent searches</Trans>
      </button>
    </div>
  );
}

/** A search that found nothing on the favourites or recent shelf: where the game is instead. */
function ElsewhereOnShelf({ count, onShowAll }: { count: number; onShowAll: () => void }) {
  if (count === 0) return <Trans>Try fewer letters of the name.</Trans>;
  return (
    <>
      <Trans>Matches in All games: {count}.</Trans>{" "}
      <button type="button" className="chip" onClick={onShowAll}>
        <Trans>Show all games</Trans>
      </button>
    </>
  );
}

/**
 * The lobby's games for `filter`, computed again only when the filter or the catalogue changes:
 * a key typed re-renders the screen at once, and its grid must not be redone in that render.
 */
function useFilteredGames(all: readonly Game[] | undefined, filter: GameFilter): Game[] {
  const { plateType, search, favourites, recent } = filter;
  const { q, platform, shelf } = search;
  return useMemo(
    () =>
      searchGames(all ?? NO_GAMES, {
        plateType,
        search: { q, platform, shelf },
        favourites,
        recent,
      }),
    [all, plateType, q, platform, shelf, favourites, recent],
  );
}
const NO_GAMES: readonly Game[] = [];
