// The lobby's game grid, shown a page at a time (see use-paged-list.ts).
import { memo, useId, useLayoutEffect, useRef, type CSSProperties } from "react";
import { flushSync } from "react-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Game } from "../../api/contract/games";
import { GameTile } from "../games";
import { usePagedList } from "./use-paged-list";
import { useRenderedColumns, useRowWindow } from "./use-row-window";

/** Columns when the tenant's layout preset sets none (the grid's CSS default). */
const DEFAULT_COLUMNS = 3;
/**
 * Rows in one page, by column count: the first screen and the scroll sentinel's 300 px margin
 * (≥ 1,150 px on a 412×823 phone, Lighthouse's mobile screen), so that no lobby pulls in its
 * second page while it starts, and no more (every tile is work for the first screen: its render
 * and commit, and its art's layout and paint). Measured there: the grid starts at ~222 px and a
 * row is 223 px high at 2 columns, 156 at 3, 123 at 4 and 103 at 5 — hence 5, 6, 8 and 10 rows
 * (10, 18, 32 and 50 tiles). Whole rows only, so a page never ends in a ragged row.
 */
const PAGE_ROWS: Readonly<Record<number, number>> = { 2: 5, 3: 6, 4: 8, 5: 10 };

/** The preset's column count when it is one the grid supports (2–5), else undefined. */
const supportedColumns = (columns: number | undefined) =>
  columns && columns >= 2 && columns <= 5 ? columns : undefined;

export const lobbyPageSize = (columns: number | undefined) => {
  const c = supportedColumns(columns) ?? DEFAULT_COLUMNS;
  return PAGE_ROWS[c]! * c;
};

export interface GameGridProps {
  games: readonly Game[];
  /** From the tenant's layout preset (GetConfigByStyle gameColumns), 2–5. */
  columns: number | undefined;
  /** Changes with the plate, search, provider and shelf: paging starts over. */
  resetKey: string;
  favourites: readonly string[];
  onToggleFavourite: (game: Game) => void;
  onPlay: (game: Game) => void;
}

/**
 * Memoized: the lobby re-renders on every key typed into its search box, and the grid (a page of
 * tiles) only when its games or props change — in the deferred render, not the key's own.
 */
export const GameGrid = memo(function GameGrid({
  games,
  columns,
  resetKey,
  favourites,
  onToggleFavourite,
  onPlay,
}: GameGridProps) {
  const { t } = useLingui();
  const pageSize = lobbyPageSize(columns);
  const { visible, hasMore, showMore, sentinelRef } = usePagedList(games, pageSize, resetKey);
  const listRef = useRef<HTMLUListElement>(null);
  const countId = useId();
  const presetColumns = supportedColumns(columns);
  const gridStyle = presetColumns
    ? ({ "--pf-game-columns": presetColumns } as CSSProperties)
    : undefined;
  const shownColumns = useRenderedColumns(listRef, presetColumns ?? DEFAULT_COLUMNS);
  // Only the shown rows near the viewport are in the document (use-row-window.ts).
  const win = useRowWindow(listRef, visible.length, shownColumns);
  const style: CSSProperties | undefined =
    win.padTop || win.padBottom
      ? { ...gridStyle, paddingTop: win.padTop, paddingBottom: win.padBottom }
      : gridStyle;
  /** The rendered tile of the item at `index` of the shown games. */
  const tileAt = (index: number) =>
    listRef.current?.querySelectorAll<HTMLElement>(".game-tile__play")[index - win.start];

  // How many games were shown when the button got focus: bringing it into view can let the
  // sentinel add a page before it is pressed, and those games are new to its user too.
  const shownAtFocus = useRef<number | null>(null);
  const onShowMore = () => {
    const firstNew = Math.min(shownAtFocus.current ?? visible.length, visible.length);
    flushSync(showMore);
    // The button moves below the new tiles; keyboard and screen-reader users continue at the
    // first game they have not reached instead of having to find their way back up.
    tileAt(firstNew)?.focus();
  };

  // The sentinel can add the last page while the button has focus (bringing it into view is
  // enough): the button then goes away, and focus would fall to the page. Continue at the first
  // game its user has not reached, as a press would.
  useLayoutEffect(() => {
    if (hasMore || shownAtFocus.current === null) return;
    tileAt(shownAtFocus.current)?.focus();
    shownAtFocus.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the last page comes
  }, [hasMore]);

  const shown = visible.length;
  const total = games.length;
  return (
    <>
      <ul
        className="lobby__grid"
        aria-label={t`Games`}
        style={style}
        data-columns={presetColumns}
        ref={listRef}
      >
        {visible.slice(win.start, win.end).map((g, i) => (
          <GameTile
            key={g.id}
            game={g}
            priority={win.start + i < shownColumns}
            favourite={favourites.includes(String(g.id))}
            onToggleFavourite={onToggleFavourite}
            onPlay={onPlay}
          />
        ))}
      </ul>
      {hasMore ? (
        <div className="lobby__more">
          <div ref={sentinelRef} className="lobby__sentinel" aria-hidden="true" />
          <p id={countId} className="lobby__count">
            <Trans>
              Showing {shown} of {total} games
            </Trans>
          </p>
          <button
            type="button"
            className="lobby__more-button"
            aria-describedby={countId}
            onFocus={() => (shownAtFocus.current = visible.length)}
            onBlur={() => (shownAtFocus.current = null)}
            onClick={onShowMore}
          >
            <Trans>Show more games</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
});
