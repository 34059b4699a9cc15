// The PWA feature: service worker registration and update prompt, offline banner, persisted
// query cache, IndexedDB caches, notifications and install. Other features import only this file.
export { PwaChrome } from "./pwa-chrome";
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
