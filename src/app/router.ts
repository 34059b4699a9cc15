import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "../route-tree.gen";
import type { RouterContext } from "../features/shell";
import "../features/shell/static-data";

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
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
