// The PWA feature: service worker registration and update prompt, offline banner, persisted
// query cache, IndexedDB caches, notifications and install. Other features import only this file.
import { lazy } from "react";

/**
 * Loaded after the first render (it registers the worker, the update check and notification
 * sources — nothing the first paint needs), keeping it out of the initial bundle.
 */
export const PwaChrome = lazy(() => import("./pwa-chrome").then((m) => ({ default: m.PwaChrome })));
/**
 * The settings screen's notifications and install section, loaded with that screen: a static
 * re-export here would put it — with the worker registration and workbox-window it imports —
 * into the first bundle, since this index is part of it.
 */
export const NotificationSettings = lazy(() =>
  import("./notification-settings").then((m) => ({ default: m.NotificationSettings })),
);
// Only what other features use: each export is a static import edge, and everything this index
// reaches statically ships in the first bundle (which includes it via PwaChrome).
export { PERSIST_MAX_AGE_MS } from "./persister";
export { clearMemberData } from "./member-data";
export { getSlotGamesCache, setSlotGamesCache, type SlotGamesCache } from "./storage";
