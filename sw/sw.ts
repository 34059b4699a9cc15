/// <reference lib="webworker" />
// Playfront service worker (vite-plugin-pwa injectManifest). Precaches the shell, both locale
// catalogs and every route chunk; answers navigations with the shell; caches images with an
// expiry; never caches `/api/` (see cache-policy.ts for the decision). Activation waits for the
// page: the update prompt sends SKIP_WAITING (docs/product.md §4, 30-second version check).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import {
  IMAGE_CACHE,
  IMAGE_MAX_AGE_SEC,
  IMAGE_MAX_ENTRIES,
  NAVIGATION_DENYLIST,
  SHELL_META_CACHE,
  isRuntimeImage,
  isShellMetadata,
} from "./cache-policy.ts";
import { SKIP_WAITING, isShowNotificationMessage } from "./messages.ts";
import { forgetStoredPassword } from "./forget-password.ts";
import { openNotificationTarget, showAppNotification } from "./notifications.ts";

declare const self: ServiceWorkerGlobalScope;

// The first worker takes the open pages at once (images and notification taps work from the first
// visit). Updates still wait for the player's consent: skipWaiting only on SKIP_WAITING.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// An upgrade erases the login password older builds kept on the device.
self.addEventListener("activate", (event) => {
  event.waitUntil(forgetStoredPassword().catch(() => undefined));
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: NAVIGATION_DENYLIST }),
);

// CDN game art is usually cross-origin without CORS (opaque, status 0); cache it too, the
// expiration plugin bounds the space it takes.
const cacheOkOrOpaque: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 || response.type === "opaque" ? response : null,
};

registerRoute(
  ({ url, request }) => isRuntimeImage(url, request.destination, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      cacheOkOrOpaque,
      new ExpirationPlugin({
        maxEntries: IMAGE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_MAX_AGE_SEC,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) => isShellMetadata(url, self.location.origin),
  new NetworkFirst({ cacheName: SHELL_META_CACHE, networkTimeoutSeconds: 3 }),
);

// Deliberately no route for /api/: those requests go straight to the network, nothing is stored.

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING
  ) {
    void self.skipWaiting();
    return;
  }
  if (isShowNotificationMessage(data)) {
    event.waitUntil(showAppNotification(self.registration, data));
  }
});

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(openNotificationTarget(self.clients, event.notification, self.location.origin));
});
