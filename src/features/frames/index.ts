// Light exports only: the framed screens load lazily so that importing this index (the drawer's
// server menus use useOpenLink) does not put the frame code and styles in the first load.
import { lazy } from "react";

export const FrameScreen = lazy(() =>
  import("./frame-screen").then((m) => ({ default: m.FrameScreen })),
);
export type { FrameScreenProps } from "./frame-screen";
export { openLink, type OpenLinkOutcome } from "./open-link";
export { allowedFrameHosts, checkFrameUrl, FRAME_HOSTS } from "./url-allow-list";
export { useOpenLink } from "./use-open-link";
