import { createRootRouteWithContext } from "@tanstack/react-router";
import { type RouterContext } from "../features/shell";
import { NotFoundScreen, RootLayout, RouteError } from "../layout";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteError,
  notFoundComponent: NotFoundScreen,
});
