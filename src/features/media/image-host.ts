// Which host tenant images load from (spec §3 `cdnDomain`, §9 image ping timeout). The tenant's
// CDN hosts are tried in their configured order, then same origin. Each candidate is pinged once
// with a tiny image; all pings start together so the choice takes at most one timeout (3 s), yet
// an earlier candidate always wins over a later one. The choice is kept for the browser session
// and shared by every image, and concurrent callers share one selection.
import { IMAGE_PING_TIMEOUT_MS } from "../../lib/constants";

/** A tiny image every host that serves tenant images has (the platform's 1×1 GIF). */
export const PING_PATH = "/assets/ping.gif";
/** Same origin: relative image paths stay relative to the app's own host. */
export const SAME_ORIGIN = "";
const STORAGE_KEY = "playfront:image-host";
/** The last choice across sessions: only a hint for offline starts (the SW cached those URLs). */
const LAST_KNOWN_KEY = "playfront:image-host-last";

/**
 * Candidate hosts from the site config's `cdnDomain`: empty, one host, or a comma-separated list;
 * each a bare host name, `//host` or a full `http(s)://host[/prefix]`. Invalid entries and the
 * app's own origin (the final fallback anyway) are dropped; order is kept.
 */
export function parseCdnCandidates(
  cdnDomain: string | null | undefined,
  base: { protocol: string; origin: string } = window.location,
): string[] {
  const hosts: string[] = [];
  for (const raw of (cdnDomain ?? "").split(/[,\s]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(entry)
      ? entry
      : entry.startsWith("//")
        ? `${base.protocol}${entry}`
        : `${base.protocol}//${entry}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const host = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
    if (host === base.origin || hosts.includes(host)) continue;
    hosts.push(host);
  }
  return hosts;
}

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

const pings = new Map<string, Promise<boolean>>();
const selections = new Map<string, Promise<string>>();
const chosen = new Map<string, string>();
const listeners = new Set<() => void>();
let current: string = SAME_ORIGIN;
let currentKey = "";

function keyOf(cdnDomain: string | null | undefined): string {
  return (cdnDomain ?? "").trim();
}

function pingOnce(host: string): Promise<boolean> {
  let ping = pings.get(host);
  if (!ping) {
    ping = pingHost(host);
    pings.set(host, ping);
  }
  return ping;
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

function remember(key: string, host: string, persist: boolean): void {
  chosen.set(key, host);
  current = host;
  currentKey = key;
  if (persist) {
    writeChoice(session, STORAGE_KEY, key, host);
    writeChoice(local, LAST_KNOWN_KEY, key, host);
  }
  for (const listener of listeners) listener();
}

/**
 * The host already chosen for this `cdnDomain` (from this page or earlier in the session), or
 * undefined while it is still unknown. Synchronous so images render without a flash.
 */
export function peekImageHost(cdnDomain: string | null | undefined): string | undefined {
  const key = keyOf(cdnDomain);
  const known = chosen.get(key);
  if (known !== undefined) return known;
  if (parseCdnCandidates(key).length === 0) return SAME_ORIGIN;
  const stored = readChoice(session, STORAGE_KEY, key);
  if (stored !== undefined) {
    chosen.set(key, stored);
    current = stored;
    currentKey = key;
  }
  return stored;
}

/** Chooses (once per session) the host images load from; resolves "" for same origin. */
export function chooseImageHost(cdnDomain: string | null | undefined): Promise<string> {
  const key = keyOf(cdnDomain);
  const known = peekImageHost(key);
  if (known !== undefined) {
    current = known;
    currentKey = key;
    return Promise.resolve(known);
  }
  if (navigator.onLine === false) {
    // Offline every ping fails: use the last host that worked (its images are what the service
    // worker cached) for now, and choose properly once the network is back.
    const host = readChoice(local, LAST_KNOWN_KEY, key) ?? SAME_ORIGIN;
    remember(key, host, false);
    if (provisional.size === 0)
      window.addEventListener("online", chooseAgainOnline, { once: true });
    provisional.add(key);
    return Promise.resolve(host);
  }
  return select(key);
}

const provisional = new Set<string>();

function chooseAgainOnline(): void {
  const keys = [...provisional];
  provisional.clear();
  // The provisional host stays in use until the new choice is made: no flash of placeholders.
  for (const key of keys) void select(key);
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

/** The host chosen most recently ("" = same origin until a choice is made). */
export function currentImageHost(): string {
  return current;
}

/** Notified whenever a choice is made (for `useSyncExternalStore`). */
export function subscribeImageHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The path of an absolute URL that points at one of the configured CDN hosts, else null.
 * Platforms that prefix image paths with their `cdnDomain` (one host, or naively the whole list)
 * send absolute URLs on a host that may be unreachable; those are re-pointed to the chosen host.
 */
export function cdnRelativePath(
  url: string,
  cdnDomain: string | null | undefined,
  base?: { protocol: string; origin: string },
): string | null {
  const raw = keyOf(cdnDomain).replace(/\/+$/, "");
  if (!raw) return null;
  const prefixes = [raw, ...parseCdnCandidates(raw, base)];
  for (const prefix of prefixes) {
    if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  }
  return null;
}

/**
 * An image address for the browser. A relative path, or an absolute URL on one of the tenant's
 * CDN hosts, is put on the chosen host; other absolute URLs (`https:`, `//`, `data:`, `blob:`)
 * stay as they are.
 */
export function resolveImageUrl(
  pathOrUrl: string | null | undefined,
  host: string = currentImageHost(),
  cdnDomain: string | null | undefined = currentKey,
): string {
  const value = (pathOrUrl ?? "").trim();
  if (!value) return "";
  if (ABSOLUTE.test(value)) {
    const path = cdnRelativePath(value, cdnDomain);
    return path === null ? value : `${host}${path}`;
  }
  return `${host}${value.startsWith("/") ? value : `/${value}`}`;
}

/** True when `resolveImageUrl` needs the chosen host for this address. */
export function needsImageHost(
  pathOrUrl: string | null | undefined,
  cdnDomain: string | null | undefined,
): boolean {
  const value = (pathOrUrl ?? "").trim();
  if (!value) return false;
  return !ABSOLUTE.test(value) || cdnRelativePath(value, cdnDomain) !== null;
}

/** Forgets every ping and choice (tests, and a tenant switch in preview mode). */
export function resetImageHost(): void {
  window.removeEventListener("online", chooseAgainOnline);
  provisional.clear();
  pings.clear();
  selections.clear();
  chosen.clear();
  current = SAME_ORIGIN;
  currentKey = "";
  try {
    sessionStorage.removeItem(STORAGE_KEY);
    localStorage.removeItem(LAST_KNOWN_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
