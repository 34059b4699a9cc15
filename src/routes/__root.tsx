import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFoundScreen, RootError, RootLayout, type RouterContext } from "../features/shell";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});
