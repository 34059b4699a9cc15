// The app's frame: the root layout with the tab bar, the drawer, the start-up effects and the
// not-found screen. It composes the features; only the router (src/routes) imports it, and no
// feature does (lint-enforced), so the features never depend on each other through the frame.
export { NotFoundScreen, RootLayout } from "./root-layout";
export { RouteError } from "./route-error";
