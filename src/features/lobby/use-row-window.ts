// A lobby can hold 10,000 games: paging alone (use-paged-list.ts) left every tile it
// had shown in the document, so scrolling to the end of a real catalogue built a document of
// ~10,000 tiles. Of the rows shown, only those near the viewport are rendered; the rows left out
// keep their height as the grid's padding, so the page's height and scroll position do not change.
import { useCallback, useEffect, useState, type RefObject } from "react";

export interface RowWindow {
  /** Index of the first item rendered, and one past the last. */
  start: number;
  end: number;
  /** Height of the rows left out above and below (px). */
  padTop: number;
  padBottom: number;
}

/**
 * The rows to render of a grid of `count` items in `columns` columns: every row until the row
 * pitch is known (the first render; jsdom, which lays nothing out), then the rows within
 * `overscanRows` of the viewport. The pitch is read from the grid itself (tile height plus gap),
 * so every tenant's column count and tile style fit.
 */
export function useRowWindow(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  columns: number,
  overscanRows = 8,
): RowWindow {
  const [pitch, setPitch] = useState(0);
  const [first, setFirst] = useState({ row: 0, rows: 0 });
  const totalRows = Math.ceil(count / columns);

  // The pitch: the distance between the first tile and the first tile of the next row. Read once
  // the grid has been painted, from its finished layout: read in the commit (a layout effect),
  // offsetTop forced the grid's layout inside the task that puts the first page of tiles into the
  // document, and read in a passive effect, inside the next one before the paint — ~30–65 ms
  // either way on the 10,000-game lobby at 1.3× CPU. The window needs the pitch only
  // once more rows are shown than it keeps (a page more than the first), and rows it leaves out
  // keep their height as padding, so measuring a frame later changes nothing on screen.
  useEffect(() => {
    if (pitch > 0) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const tiles = listRef.current?.children;
        const a = tiles?.[0] as HTMLElement | undefined;
        const b = tiles?.[columns] as HTMLElement | undefined;
        if (a && b && b.offsetTop > a.offsetTop) setPitch(b.offsetTop - a.offsetTop);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pitch, listRef, columns, count]);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list || pitch <= 0) return;
    const top = list.getBoundingClientRect().top;
    const row = Math.max(0, Math.floor(-top / pitch));
    const rows = Math.ceil(window.innerHeight / pitch) + 1;
    setFirst((f) => (f.row === row && f.rows === rows ? f : { row, rows }));
  }, [listRef, pitch]);

  useEffect(() => {
    if (pitch <= 0) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [measure, pitch]);

  if (pitch <= 0 || first.rows === 0 || totalRows <= first.rows + 2 * overscanRows)
    return { start: 0, end: count, padTop: 0, padBottom: 0 };
  const startRow = Math.min(Math.max(0, first.row - overscanRows), totalRows);
  const endRow = Math.min(totalRows, first.row + first.rows + overscanRows);
  return {
    start: startRow * columns,
    end: Math.min(count, endRow * columns),
    padTop: startRow * pitch,
    padBottom: Math.max(0, totalRows - endRow) * pitch,
  };
}

/**
 * How many columns the grid shows: the stylesheet may give a width more or fewer than the
 * preset (three on a 320 px phone, as many as fit on a tablet). Read from the laid-out grid, so
 * the window counts rows as they are drawn; the preset until then (and in jsdom).
 */
export function useRenderedColumns(listRef: RefObject<HTMLElement | null>, preset: number): number {
  const [columns, setColumns] = useState(preset);
  useEffect(() => {
    const read = () => {
      const el = listRef.current;
      const tracks = el ? getComputedStyle(el).gridTemplateColumns : "";
      // A laid-out grid reports one length per column ("98px 98px 98px").
      const n = /^\d/.test(tracks) ? tracks.trim().split(/\s+/).length : preset;
      setColumns(n);
    };
    read();
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, [listRef, preset]);
  return columns;
}
