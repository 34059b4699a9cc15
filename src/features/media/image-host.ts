// Which host tenant images load from (docs/product.md §3 `cdnDomain`, §9 image ping timeout). The tenant's
// CDN hosts are tried in their configured order, then same origin. Each candidate is pinged once
// with a tiny image; all pings start together so the choice takes at most one timeout (3 s), yet
// an earlier candidate always wins over a later one. The choice is kept for the browser session
// and shared by every image, and concurrent callers share one selection.
//
// The addresses themselves are pure functions (./image-url.ts); this module holds the one piece
// of state, a selector made by `createImageHostSelector`, which tests and a tenant switch reset.
import { PING_PATH } from "../../api/contract/constants";
import { IMAGE_PING_TIMEOUT_MS } from "../../lib/constants";
import { SAME_ORIGIN, cdnKey, parseCdnCandidates } from "./image-url";

const STORAGE_KEY = "playfront:image-host";
/** The last choice across sessions: only a hint for offline starts (the SW cached those URLs). */
const LAST_KNOWN_KEY = "playfront:image-host-last";

/** Loads `<host>/assets/ping.gif`; false on error or after the timeout. Never rejects. */
export function pingHost(
  host: string,
  timeoutMs: number = IMAGE_PING_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const finish = (reachable: boolean) => {
      clearTimeout(timer);
      img.onload = null;
      img.onerror = null;
      resolve(reachable);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    img.onload = () => finish(true);
    img.onerror = () => finish(false);
    // A fresh URL each session: a cached ping must not vouch for a host that is down now.
    img.src = `${host}${PING_PATH}?t=${Date.now()}`;
  });
}

function readChoice(storage: () => Storage, item: string, key: string): string | undefined {
  try {
    const raw = storage().getItem(item);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { cdnDomain?: unknown; host?: unknown };
    return stored.cdnDomain === key && typeof stored.host === "string" ? stored.host : undefined;
  } catch {
    return undefined;
  }
}

function writeChoice(storage: () => Storage, item: string, key: string, host: string): void {
  try {
    storage().setItem(item, JSON.stringify({ cdnDomain: key, host }));
  } catch {
    // Storage may be unavailable (private mode, quota): the in-memory choice still holds.
  }
}

const session = () => sessionStorage;
const local = () => localStorage;

export interface ImageHostSelector {
  /**
   * The host already chosen for this `cdnDomain` (from this page or earlier in the session), or
   * undefined while it is still unknown. Synchronous so images render without a flash.
   */
  peek(cdnDomain: string | null | undefined): string | undefined;
  /** Chooses (once per session) the host images load from; resolves "" for same origin. */
  choose(cdnDomain: string | null | undefined): Promise<string>;
  /** The host chosen most recently ("" = same origin until a choice is made). */
  current(): string;
  /** Notified whenever a choice is made (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** Forgets every ping and choice, here and in storage. */
  reset(): void;
}

export function createImageHostSelector(ping = pingHost): ImageHostSelector {
  const pings = new Map<string, Promise<boolean>>();
  const selections = new Map<string, Promise<string>>();
  const chosen = new Map<string, string>();
  const listeners = new Set<() => void>();
  /** Keys chosen offline from the last known host, to choose again once the network is back. */
  const provisional = new Set<string>();
  let current: string = SAME_ORIGIN;

  function pingOnce(host: string): Promise<boolean> {
    let pending = pings.get(host);
    if (!pending) {
      pending = ping(host);
      pings.set(host, pending);
    }
    return pending;
  }

  function remember(key: string, host: string, persist: boolean): void {
    chosen.set(key, host);
    current = host;
    if (persist) {
      writeChoice(session, STORAGE_KEY, key, host);
      writeChoice(local, LAST_KNOWN_KEY, key, host);
    }
    for (const listener of listeners) listener();
  }

  function select(key: string): Promise<string> {
    let selection = selections.get(key);
    if (!selection) {
      const candidates = parseCdnCandidates(key);
      const reachable = candidates.map(pingOnce);
      selection = (async () => {
        for (const [i, host] of candidates.entries()) {
          if (await reachable[i]) return host;
        }
        return SAME_ORIGIN;
      })().then((host) => {
        remember(key, host, true);
        return host;
      });
      selections.set(key, selection);
    }
    return selection;
  }

  function chooseAgainOnline(): void {
    const keys = [...provisional];
    provisional.clear();
    // The provisional host stays in use until the new choice is made: no flash of placeholders.
    for (const key of keys) void select(key);
  }

  const selector: ImageHostSelector = {
    peek(cdnDomain) {
      const key = cdnKey(cdnDomain);
      const known = chosen.get(key);
      if (known !== undefined) return known;
      if (parseCdnCandidates(key).length === 0) return SAME_ORIGIN;
      const stored = readChoice(session, STORAGE_KEY, key);
      if (stored !== undefined) {
        chosen.set(key, stored);
        current = stored;
      }
      return stored;
    },
    choose(cdnDomain) {
      const key = cdnKey(cdnDomain);
      const known = selector.peek(key);
      if (known !== undefined) {
        current = known;
        return Promise.resolve(known);
      }
      if (navigator.onLine === false) {
        // Offline every ping fails: use the last host that worked (its images are what the
        // service worker cached) for now, and choose properly once the network is back.
        const host = readChoice(local, LAST_KNOWN_KEY, key) ?? SAME_ORIGIN;
        remember(key, host, false);
        if (provisional.size === 0)
          window.addEventListener("online", chooseAgainOnline, { once: true });
        provisional.add(key);
        return Promise.resolve(host);
      }
      return select(key);
    },
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      window.removeEventListener("online", chooseAgainOnline);
      provisional.clear();
      pings.clear();
      selections.clear();
      chosen.clear();
      current = SAME_ORIGIN;
      try {
        sessionStorage.removeItem(STORAGE_KEY);
        localStorage.removeItem(LAST_KNOWN_KEY);
      } catch {
        // Storage unavailable: nothing was stored either.
      }
    },
  };
  return selector;
}

/** The app's one selector: every image shares its choice. */
const imageHosts = createImageHostSelector();

export const peekImageHost = (cdnDomain: string | null | undefined) => imageHosts.peek(cdnDomain);
export const chooseImageHost = (cdnDomain: string | null | undefined) =>
  imageHosts.choose(cdnDomain);
export const currentImageHost = () => imageHosts.current();
export const subscribeImageHost = (listener: () => void) => imageHosts.subscribe(listener);
/** Forgets every ping and choice (tests, and a tenant switch in preview mode). */
export const resetImageHost = () => imageHosts.reset();
