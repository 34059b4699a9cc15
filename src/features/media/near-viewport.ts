// Mount-when-near for lazy tenant images. The browser's own `loading="lazy"` starts a fetch
// 1,250–2,500 px before an image reaches the viewport (Chromium's thresholds), which on a phone is
// every game tile of every shelf of the home screen: 61 images on elec's home, each an SVG
// document of its own (the demo art) that the main thread creates, lays out and paints as its
// bytes arrive — ~430 ms of the home's 2.9 s of main-thread work, unthrottled, on the slow machine
// of 2026-11-26, most of it inside Lighthouse's blocking-time window. A lazy image's
// <img> is therefore mounted only once its box comes within NEAR_MARGIN of the viewport — or of
// a horizontal shelf's visible part (`scrollMargin`) — so the first screen loads what it shows
// and the next swipe's worth.
import { useCallback, useState } from "react";

/** How far outside the viewport (and outside a scroller's visible part) an image starts loading. */
export const NEAR_MARGIN = "300px";

type Wake = () => void;
const waiting = new Map<Element, Wake>();
let observer: IntersectionObserver | undefined;
/** The constructor `observer` came from (a test may install another one). */
let observerOf: typeof IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  if (observer && observerOf === IntersectionObserver) return observer;
  observerOf = IntersectionObserver;
  waiting.clear();
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const wake = waiting.get(entry.target);
        stopWatching(entry.target);
        wake?.();
      }
    },
    { rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN },
  );
  return observer;
}

function stopWatching(el: Element) {
  waiting.delete(el);
  observer?.unobserve(el);
}

/** Calls `wake` once `el` comes near the viewport; returns the cleanup. One observer serves all. */
function whenNearViewport(el: Element, wake: Wake): () => void {
  const io = sharedObserver();
  waiting.set(el, wake);
  io.observe(el);
  return () => stopWatching(el);
}

/**
 * `[ref, near]`: `near` turns true (and stays true) once the element given to `ref` is near the
 * viewport. Without `watch`, or where IntersectionObserver does not exist, it is true at once.
 */
export function useNearViewport<T extends Element>(
  watch: boolean,
): [ref: (el: T | null) => (() => void) | undefined, near: boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  const near = seen || !watch;
  const ref = useCallback(
    (el: T | null) => (el && !near ? whenNearViewport(el, () => setSeen(true)) : undefined),
    [near],
  );
  return [ref, near];
}
