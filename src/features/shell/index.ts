export {
  appFlagAtom,
  layoutConfigAtom,
  localeAtom,
  styleAtom,
  themeAtom,
  type LayoutPreset,
  type StyleFamily,
} from "./atoms";
export { validateEmbeddedSearch, type EmbeddedSearch } from "./search";
export {
  browserLanguages,
  enterLocale,
  fallbackLocale,
  guessLocale,
  localeToEnter,
  replaceLocaleSegment,
} from "./locale";
export type { AppStore, RouterContext } from "./router-context";
export { feedbackOf, useFeedback } from "./feedback";
export {
  siteConfigQueryOptions,
  siteConfigReady,
  useChatEnabled,
  useSiteConfig,
} from "./site-config";
export { LAYOUT_PRESETS, pageStyleOf, styleFromVStyle } from "./style";
export { DrawerButton, drawerOpenAtom, drawerWantedAtom } from "./drawer-button";
export { LanguageSelect, useSwitchLocale } from "./switch-locale";
export { platformLocales, type PlatformLocales } from "./languages";
export { localePath, useLocaleParam } from "./locale-link";
export { useLogout } from "./use-logout";
export { openInNewWindow } from "./service";
export { applyBranding, rootFontSize } from "./document-head";
export { isNotSavedOffline, loadQuery, NotSavedOffline, preloadQuery } from "./route-data";
export { FeedbackLayer, LoadingOverlay } from "./feedback-layer";
export { ServiceDialog } from "./service-dialog";
export { MemberPage, ScreenHeader } from "./member-page";
export { copyText, CopyOutcome, useCopy } from "./copy";
export { neverArrives, PendingNote, type PendingQuery } from "./pending-note";
export { useOpenService } from "./use-open-service";
