// The PWA feature: service worker registration and update prompt, offline banner, persisted
// query cache, IndexedDB caches, notifications and install. Other features import only this file.
import { lazy } from "react";

/**
 * Loaded after the first render (it registers the worker, the update check and notification
 * sources — nothing the first paint needs), keeping it out of the initial bundle.
 */
export const PwaChrome = lazy(() => import("./pwa-chrome").then((m) => ({ default: m.PwaChrome })));
export { NotificationSettings } from "./notification-settings";
export {
  persistOptions,
  isMemberQueryKey,
  MEMBER_QUERY_ROOT,
  PERSIST_MAX_AGE_MS,
} from "./persister";
export { clearMemberData } from "./member-data";
export {
  getSlotGamesCache,
  setSlotGamesCache,
  getSiteConfigCache,
  setSiteConfigCache,
  type SlotGamesCache,
} from "./storage";
export { requestNotificationPermission } from "./notifications";
export { useOnline } from "./use-pwa-state";
export { BUILD_VERSION } from "./build-version";
