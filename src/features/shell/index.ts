export {
  appFlagAtom,
  layoutConfigAtom,
  localeAtom,
  styleAtom,
  themeAtom,
  type LayoutConfig,
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
export { NotFoundScreen, RootLayout } from "./root-layout";
export { feedbackOf, useFeedback } from "./feedback";
export {
  siteConfigQueryOptions,
  siteConfigReady,
  useChatEnabled,
  useSiteConfig,
} from "./site-config";
export { LAYOUT_PRESETS, pageStyleOf, styleFromVStyle } from "./style";
export { DrawerButton, drawerOpenAtom } from "./drawer";
export { LanguageSelect, useSwitchLocale } from "./switch-locale";
export { platformLocales, type PlatformLocales } from "./languages";
export { localePath, useLocaleParam } from "./locale-link";
export { useLogout } from "./use-logout";
export { openInNewWindow } from "./service";
export { applyBranding, rootFontSize } from "./document-head";
export { RootError } from "./root-error";
export { LoadingOverlay } from "./feedback-layer";
export { neverArrives, PendingNote, type PendingQuery } from "./pending-note";
