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
  replaceLocaleSegment,
} from "./locale";
export type { AppStore, RouterContext } from "./router-context";
export { NotFoundScreen, RootLayout } from "./root-layout";
