import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "../route-tree.gen";
import { LoadingOverlay, type RouterContext } from "../features/shell";
import { RouteError } from "../layout";
import "./static-data";

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    // Loaders prime the query cache; the router itself never caches loader data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Shown only when a screen takes longer than the router's pending delay (1 s) to load.
    defaultPendingComponent: LoadingOverlay,
    // One error component for every screen: a failed loader or render, with a retry.
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
