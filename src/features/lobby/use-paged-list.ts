// The lobby holds hundreds of games; mounting every tile at once kept a phone's main thread busy
// for over a second (TBT 1.2 s on the slot lobby). The grid shows a page at a time and
// grows when the player scrolls near its end (a sentinel watched by an IntersectionObserver) or
// presses "Show more games" (keyboard and screen-reader users never depend on scrolling).
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from "react";

export interface PagedList<T> {
  /** The first `pages × pageSize` items. */
  visible: readonly T[];
  hasMore: boolean;
  showMore: () => void;
  /** For an element after the list: when it comes near the viewport, a page is added. */
  sentinelRef: RefObject<HTMLDivElement | null>;
}

/** How many items `pages` pages show of `total`. */
export const visibleCount = (pages: number, pageSize: number, total: number) =>
  Math.min(total, Math.max(1, pages) * Math.max(1, pageSize));

/**
 * Pages through `items`. Paging starts over at the first page whenever `resetKey` changes (a new
 * plate, search, provider or shelf), so a filter never opens scrolled deep into a long list.
 * `rootMargin` is how far below the viewport the sentinel starts the next page: enough to keep
 * ahead of a thumb's scroll, small enough that a first page (a screenful, sized for this margin
 * by game-grid.tsx) does not pull in a second page while the lobby is still loading.
 */
export function usePagedList<T>(
  items: readonly T[],
  pageSize: number,
  resetKey: string,
  rootMargin = "300px",
): PagedList<T> {
  const [paging, setPaging] = useState({ key: resetKey, pages: 1 });
  let pages = paging.pages;
  if (paging.key !== resetKey) {
    // Adjusting state while rendering (not in an effect): the new filter's first paint is
    // already the first page, with no frame of the old page count.
    pages = 1;
    setPaging({ key: resetKey, pages });
  }
  const count = visibleCount(pages, pageSize, items.length);
  const hasMore = count < items.length;

  const showMore = useCallback(() => setPaging((p) => ({ ...p, pages: p.pages + 1 })), []);
  const showMoreWhileScrolling = useCallback(
    () => setPaging((p) => ({ ...p, pages: p.pages + Math.max(1, Math.floor(p.pages / 2)) })),
    [],
  );

  // A ref, not state: the element is rendered with `hasMore` and attached before this effect runs.
  // (A callback ref storing it in state re-rendered the whole grid synchronously right after its
  // first commit — one more long task while the lobby starts.)
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React renders the new tiles in slices and yields to input meanwhile.
        // Scrolling on, each step adds half as many pages as are shown (one, then more): the
        // grid renders only the rows near the viewport (use-row-window.ts), so a longer list
        // costs no more to render, and the end of 10,000 games is a few steps away, not 550.
        if (entries.some((e) => e.isIntersecting)) startTransition(showMoreWhileScrolling);
      },
      { rootMargin: `0px 0px ${rootMargin} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
    // `count` re-arms the observer after each page: a new observer reports a sentinel that is
    // still in range (a tall screen), which an old one would not report again.
  }, [hasMore, showMoreWhileScrolling, rootMargin, count]);

  return { visible: items.slice(0, count), hasMore, showMore, sentinelRef };
}
