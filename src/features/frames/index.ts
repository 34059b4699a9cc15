export { FrameScreen, invalidateBalances, type FrameScreenProps } from "./frame-screen";
export { FrameView } from "./frame-view";
export { openLink, type OpenLinkOutcome } from "./open-link";
export { allowedFrameHosts, checkFrameUrl, FRAME_HOSTS } from "./url-allow-list";
export { useOpenLink } from "./use-open-link";
