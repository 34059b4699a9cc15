// When the PWA machinery may start: once the first screen's requests have settled after the page's
// load event, in an idle moment. Registering the service worker makes it download and precache
// the whole app; on a slow phone network that must not compete with the screen the player is
// waiting for (Workbox's advice is "after load"; an SPA's load event comes before its data, hence
// the wait for the requests too). A cap, counted from mount, keeps a page whose load event or
// requests never end (a dead image host, an iframe, polling) from holding it back for good.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";

/** Longest wait, from the first render. */
export const SETTLE_CAP_MS = 10_000;
/** Longest wait for an idle moment once settled (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 2_000;

/** Calls `run` after the window's load event (at once if it has fired); returns the cancel. */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === "complete") {
    run();
    return () => {};
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

/** Calls `run` in the browser's next idle period (a short timer where there is none). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
}

/**
 * True once the page has loaded and the first screen's requests have settled, or the cap has
 * passed. The query cache is watched only from the load event until no request is in flight:
 * while the app starts, every render of a query sends the cache an event, and a subscription
 * then (useIsFetching) cost a timer task and a scan of every query per event, dozens of them.
 */
export function useFirstScreenSettled(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const cap = window.setTimeout(() => setReady(true), SETTLE_CAP_MS);
    let unwatch = () => {};
    const cancelLoad = afterLoad(() => {
      const check = () => {
        if (client.isFetching() > 0) return;
        unwatch();
        setReady(true);
      };
      unwatch = client.getQueryCache().subscribe((event) => {
        // A fetch starts and ends with an "updated" event; a removed query stops fetching too.
        if (event.type === "updated" || event.type === "removed") check();
      });
      check();
    });
    return () => {
      window.clearTimeout(cap);
      cancelLoad();
      unwatch();
    };
  }, [client]);

  useEffect(() => {
    if (settled || !ready) return;
    return whenIdle(() => setSettled(true));
  }, [settled, ready]);

  return settled;
}
