import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFoundScreen, RootLayout, type RouterContext } from "../features/shell";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
