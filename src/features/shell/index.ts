export {
  appFlagAtom,
  layoutConfigAtom,
  localeAtom,
  styleAtom,
  themeAtom,
  type StyleFamily,
} from "./atoms";
export { validateEmbeddedSearch } from "./search";
export { enterLocale, localeToEnter } from "./locale";
export type { AppStore, RouterContext } from "./router-context";
export { feedbackOf, useFeedback } from "./feedback";
export {
  siteConfigQueryOptions,
  siteConfigReady,
  useChatEnabled,
  useSiteConfig,
} from "./site-config";
export { LAYOUT_PRESETS, styleFromVStyle } from "./style";
export { DrawerButton, drawerOpenAtom, drawerWantedAtom } from "./drawer-button";
export { LanguageSelect } from "./switch-locale";
export { platformLocales } from "./languages";
export { localePath, useLocaleParam } from "./locale-link";
export { useLogout } from "./use-logout";
export { applyBranding, rootFontSize } from "./document-head";
export { isNotSavedOffline, loadQuery, preloadQuery } from "./route-data";
export { FeedbackLayer, LoadingOverlay } from "./feedback-layer";
export { MemberPage, ScreenHeader } from "./member-page";
export { useCopy } from "./copy";
export { useMoney } from "./use-money";
export { PlatformDayNote } from "./platform-day-note";
export { neverArrives, PendingNote } from "./pending-note";
export { useOpenService } from "./use-open-service";
