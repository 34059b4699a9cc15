import { createRootRouteWithContext } from "@tanstack/react-router";
import { RootError, type RouterContext } from "../features/shell";
import { NotFoundScreen, RootLayout } from "../layout";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});
