// What the service worker caches, as pure predicates (unit-tested in cache-policy.test.ts).
//
// Decision: the worker never caches any `/api/` response, public or member. Public data (site
// config, company info, game lists) survives offline through the persisted TanStack Query cache
// and the IndexedDB slot-games / site-config entries (src/features/pwa/persister.ts, storage.ts);
// member and money responses are `Cache-Control: no-store` and must never reach Cache Storage
// (docs/product.md §10). One cache for data keeps logout simple: clear the query cache and IndexedDB.

import { PING_PATH } from "../src/api/contract/constants.ts";

export { PING_PATH };

/** Paths the SPA navigation fallback must not answer with the shell. */
const NAVIGATION_DENY = [
  /^\/api\//,
  /^\/demo-game(\/|$)/,
  /^\/healthz$/,
  /^\/manifest\.webmanifest$/,
  /^\/icons\//,
  /^\/runtime-config\.json$/,
  // The service desk is a page of its own (docs/desk.md), never the players' shell.
  /^\/desk(\/|$)/,
];

export function isNavigationFallbackAllowed(pathname: string): boolean {
  return !NAVIGATION_DENY.some((re) => re.test(pathname));
}

export const NAVIGATION_DENYLIST = NAVIGATION_DENY;

/** Never cached by any runtime route (member and money calls live here). */
export function isApiCall(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/api/");
}

/**
 * Images and game art: the app's own hashed assets that are not precached, tenant images served
 * by the platform, and images from CDN hosts (site config `cdnDomain`). Cross-origin non-image
 * requests are never cached.
 */
export function isRuntimeImage(url: URL, destination: string, origin: string): boolean {
  if (isApiCall(url, origin)) return false;
  // The image-host ping (src/features/media) measures reachability: never answer it from cache.
  if (url.pathname.endsWith(PING_PATH)) return false;
  if (destination === "image") return true;
  return url.origin === origin && /\.(png|jpe?g|webp|gif|svg|avif)$/i.test(url.pathname);
}

/** Small public files the shell needs for an offline cold start; revalidated when online. */
export function isShellMetadata(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    (url.pathname === "/runtime-config.json" ||
      url.pathname === "/manifest.webmanifest" ||
      url.pathname.startsWith("/icons/"))
  );
}

export const IMAGE_CACHE = "playfront-images";
export const SHELL_META_CACHE = "playfront-shell-meta";
/** Images kept at most this long and this many (LRU beyond). */
export const IMAGE_MAX_ENTRIES = 200;
export const IMAGE_MAX_AGE_SEC = 30 * 24 * 3600;
