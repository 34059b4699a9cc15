// When the PWA machinery may start: after the page's load event, once the first screen's requests
// have settled and the browser has an idle moment. Registering the service worker makes it
// download and precache the whole app; on a slow phone network that must not compete with the
// screen the player is waiting for (Workbox's advice is "after load"; an SPA's load event comes
// before its data, hence the wait for the requests too). A cap keeps a screen that never stops
// fetching from holding it back for good.
import { useEffect, useState } from "react";
import { useIsFetching } from "@tanstack/react-query";

/** Longest wait for the requests to settle, counted from the load event. */
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

/** True once the page has loaded and the first screen's requests have settled (or the cap passed). */
export function useFirstScreenSettled(): boolean {
  const [settled, setSettled] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [capped, setCapped] = useState(false);
  const fetching = useIsFetching();

  useEffect(() => afterLoad(() => setLoaded(true)), []);
  useEffect(() => {
    if (!loaded) return;
    const id = window.setTimeout(() => setCapped(true), SETTLE_CAP_MS);
    return () => window.clearTimeout(id);
  }, [loaded]);
  useEffect(() => {
    if (settled || !loaded || (fetching > 0 && !capped)) return;
    return whenIdle(() => setSettled(true));
  }, [settled, loaded, fetching, capped]);

  return settled;
}
