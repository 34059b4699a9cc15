import { StrictMode, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { createStore, Provider as JotaiProvider } from "jotai";
import { createAppRouter } from "./app/router";
import { createAppQueryClient, seedSiteConfig } from "./app/query-client";
import { wireApi } from "./app/configure-api";
import { installRootFontSize } from "./app/root-font";
import { installErrorReporting } from "./api/analytics";
import { loadRuntimeConfig } from "./api/runtime-config";
import {
  captureInstallPrompt,
  loadPersistence,
  PersistedQueries,
  routeNotificationTaps,
} from "./features/pwa";
import { localeToEnter, siteConfigQueryOptions } from "./features/shell";
import { i18n, preloadCatalogs } from "./lib/i18n";
import "./styles/app.css";
import "./styles/themes.css";

// Start-up runs in three tasks, not one: evaluating the app's code, building the router and
// starting the site-config call; starting the screen's code and catalogs; the router's first
// load. One task that long, after the spinner has painted, blocks input and paint, and counts
// whole against home's Total Blocking Time.
const store = createStore();
const queryClient = createAppQueryClient();
const router = createAppRouter({ store, queryClient });
wireApi(store, router, queryClient);
installRootFontSize();
installErrorReporting();
captureInstallPrompt();
routeNotificationTaps((url) => router.history.push(url));

const app = <RouterProvider router={router} />;

// Every screen starts from the tenant's site config (docs/product.md §4): ask for it now, while the catalogs
// and the screen's code load, not after the first render.
void queryClient.prefetchQuery(siteConfigQueryOptions());
void seedSiteConfig(queryClient);

/** Resolves in a later task: the browser may paint, handle input and start requests meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the preloads below wait for the runtime config at most (see `siteConfigFirst`). */
const SITE_CONFIG_HEAD_START_MS = 300;

/**
 * The site config's request waits for the runtime config (src/api/client.ts): once that has
 * resolved, the request has left, and the chunk and catalog preloads below go after it. Over
 * HTTP/1.1's six connections the order decides what queues: behind the chunk preloads and the
 * catalog, the site config would wait, and every home's largest paint waits on it.
 * Bounded, so a stalled config file never holds the screen's code back.
 */
const siteConfigFirst = () =>
  Promise.race([
    loadRuntimeConfig().then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, SITE_CONFIG_HEAD_START_MS)),
  ]);

// Not top-level await: lazy chunks import the shared app chunk, which must never wait on them.
void nextTask()
  .then(siteConfigFirst)
  .then(() => {
    // The locale layout activates the location's locale in beforeLoad, and the router fetches a
    // screen's code only after that: start the location's catalogs, the matched screens' code and
    // the persisted cache's code (the first render restores it) now, side by side, instead of
    // one round trip after the other. (Errors surface again in the real load.)
    const [matchedRoutes, matchedParams] = router.getMatchedRoutes(window.location.pathname);
    preloadCatalogs(localeToEnter(store, matchedParams.locale));
    void loadPersistence().catch(() => {});
    for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => {});
  })
  .then(nextTask)
  // Wait for the first match so the first render is already in the right language.
  .then(() => router.load())
  .then(render);

function render() {
  const reactRoot = createRoot(document.getElementById("root")!);
  // A transition renders the first screen in slices, yielding to the browser between them, instead
  // of one long task that blocks input while the app starts.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BootDone />
        <JotaiProvider store={store}>
          <PersistedQueries client={queryClient}>
            <I18nProvider i18n={i18n}>{app}</I18nProvider>
          </PersistedQueries>
        </JotaiProvider>
      </StrictMode>,
    ),
  );
}

/** The app has committed its first screen (the transition may take a few frames): not busy. */
function BootDone() {
  useEffect(() => document.getElementById("root")?.removeAttribute("aria-busy"), []);
  return null;
}
