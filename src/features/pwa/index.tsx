// The PWA feature: service worker registration and update prompt, offline banner, persisted
// query cache, IndexedDB caches, notifications and install. Other features import only this file.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useFirstScreenSettled } from "./first-screen-settled";
import type { PwaChromeProps } from "./pwa-chrome";

// A chunk that fails to load (a network blip on a first visit, before the worker has cached
// anything) leaves the PWA chrome out for this page instead of reaching the root error screen:
// nothing the player is doing depends on it, and the next start loads it again.
// (The import on its own: written `import().then(ok, failed)`, the build's preload wrapper takes the
// `.then` inside it, and a failed preload of the chunk's CSS escaped `failed` to the error screen.)
const loadPwaChrome = () => import("./pwa-chrome");
const LazyPwaChrome = lazy<ComponentType<PwaChromeProps>>(() =>
  loadPwaChrome().then(
    (m) => ({ default: m.PwaChrome }),
    () => ({ default: () => null }),
  ),
);

/**
 * The worker registration, update check, notification sources, update prompt and offline banner:
 * nothing the first screen needs, so its code is a separate chunk, loaded once the first screen
 * has settled (see first-screen-settled.ts).
 */
export function PwaChrome(props: PwaChromeProps) {
  const [settled, setSettled] = useState(false);
  return settled ? (
    <Suspense fallback={null}>
      <LazyPwaChrome {...props} />
    </Suspense>
  ) : (
    <SettleWatch onSettled={() => setSettled(true)} />
  );
}

/** Watches the first screen's requests until they settle, then goes away (no re-renders after). */
function SettleWatch({ onSettled }: { onSettled: () => void }) {
  const settled = useFirstScreenSettled();
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return null;
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
export { PERSIST_MAX_AGE_MS } from "./persist-age";
export { loadPersistence, PersistedQueries } from "./persisted-queries";
export { useOnline } from "./online";
export { clearMemberData } from "./member-data";
// From app start: the browser may offer installation, and a tapped notification may ask this
// window to route, before the rest of the PWA code has loaded.
export { captureInstallPrompt } from "./install";
export { routeNotificationTaps } from "./notification-taps";
export {
  getSlotGamesCache,
  readDeviceCopy,
  saveDeviceCopy,
  setSlotGamesCache,
  whenIdle,
} from "./storage";
