// The PWA feature: service worker registration and update prompt, offline banner, persisted
// query cache, IndexedDB caches, notifications and install. Other features import only this file.
import { lazy, Suspense } from "react";
import { useFirstScreenSettled } from "./first-screen-settled";

const LazyPwaChrome = lazy(() => import("./pwa-chrome").then((m) => ({ default: m.PwaChrome })));

/**
 * The worker registration, update check, notification sources, update prompt and offline banner:
 * nothing the first screen needs, so its code is a separate chunk, loaded once the first screen
 * has settled (see first-screen-settled.ts).
 */
export function PwaChrome() {
  return useFirstScreenSettled() ? (
    <Suspense fallback={null}>
      <LazyPwaChrome />
    </Suspense>
  ) : null;
}
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
// From app start: the browser may offer installation before the rest of the PWA code has loaded.
export { captureInstallPrompt } from "./install";
export { getSlotGamesCache, setSlotGamesCache, type SlotGamesCache } from "./storage";
