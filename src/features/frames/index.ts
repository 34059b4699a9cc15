// Light exports only: the framed screens load lazily so that importing this index (the drawer's
// server menus use useOpenLink) does not put the frame code and styles in the first load.
import { lazy } from "react";

export const FrameScreen = lazy(() =>
  import("./frame-screen").then((m) => ({ default: m.FrameScreen })),
);
export { inAppHref, useOpenLink } from "./use-open-link";
