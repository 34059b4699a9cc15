// App start (docs/product.md §4): site config → branding, style and layout preset, forced blue-white theme;
// user info for a stored token. Renders nothing.
import { useEffect, useRef } from "react";
import { useAtomValue, useStore } from "jotai";
import { configureAnalytics } from "../api/analytics";
import { currentPreview } from "../features/preview";
import { loadUserInfo, tokenAtom } from "../features/session";
import {
  appFlagAtom,
  applyBranding,
  LAYOUT_PRESETS,
  layoutConfigAtom,
  styleAtom,
  type StyleFamily,
  styleFromVStyle,
  themeAtom,
  useSiteConfig,
} from "../features/shell";

export const FORCED_THEME = "blue-white";
export const MANIFEST_PATH = "/manifest.webmanifest";

const FAMILIES: readonly string[] = ["classic", "elec", "lottery", "tq"];

export function AppStart() {
  const store = useStore();
  const config = useSiteConfig();
  const token = useAtomValue(tokenAtom);
  const style = useAtomValue(styleAtom);
  const userInfoFor = useRef<string | null>(null);

  useEffect(() => {
    if (!config) return;
    applyBranding({
      title: config.companyPageName,
      faviconUrl: config.faviconUrl,
      manifestUrl: MANIFEST_PATH,
      color: config.mobileColor,
    });
    if (config.analyticsId) configureAnalytics({ measurementId: config.analyticsId });
    const preview = currentPreview();
    const previewStyle = preview.layoutConfig?.style;
    if (preview.previewOnly) {
      // Preview shows the operator's choice without persisting anything; a theme (src/styles/
      // themes.css) brings its own colours, which the tenant's colour would override inline.
      if (preview.theme && preview.theme !== FORCED_THEME) {
        document.documentElement.style.removeProperty("--color-primary");
      }
      document.documentElement.dataset.theme = preview.theme ?? FORCED_THEME;
      if (previewStyle && FAMILIES.includes(previewStyle)) {
        document.documentElement.dataset.style = previewStyle;
      }
      return;
    }
    const family = styleFromVStyle(config.vStyle);
    store.set(themeAtom, FORCED_THEME);
    if (store.get(styleAtom) !== family) {
      store.set(styleAtom, family);
      store.set(layoutConfigAtom, LAYOUT_PRESETS[family]);
    } else if (!store.get(layoutConfigAtom)) {
      store.set(layoutConfigAtom, LAYOUT_PRESETS[family]);
    }
  }, [config, store]);

  useEffect(() => {
    // Opened by the native app wrapper (`?isApp=1`): remembered so later pages know it too.
    const preview = currentPreview();
    if (preview.isApp && !preview.previewOnly) store.set(appFlagAtom, true);
  }, [store]);

  useEffect(() => {
    const root = document.documentElement;
    if (!currentPreview().previewOnly) {
      root.dataset.theme = FORCED_THEME;
      root.dataset.style = (style ?? "classic") satisfies StyleFamily;
    }
  }, [style]);

  useEffect(() => {
    // Once per token, after the config says which user-info call to use.
    // Not in preview: it makes no member call (docs/product.md §4).
    if (!config || !token || userInfoFor.current === token || currentPreview().previewOnly) return;
    userInfoFor.current = token;
    loadUserInfo(store, config.imGlobalSetting.isEnabled).catch(() => {
      // The API client already showed the failure (or ran the 401 flow).
    });
  }, [config, token, store]);

  return null;
}
