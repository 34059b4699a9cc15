// Look-and-feel and locale preferences the shell persists (docs/product.md §3). The tenant's site config
// itself is server data (TanStack Query); these atoms only hold what the client chose from it.
import { persistedAtom } from "../session";
import type { LayoutConfig, StyleFamily } from "../../api/contract/common";
import type { Locale } from "../../lib/i18n";

export type { StyleFamily };

/** The layout the app applies: the family's layout and its page style. */
export interface LayoutPreset extends LayoutConfig {
  pageStyle: string;
}

/** The platform forces the blue-white theme (docs/product.md §4); kept as a value for preview mode. */
export const themeAtom = persistedAtom<string>("theme", "blue-white");
export const styleAtom = persistedAtom<StyleFamily | null>("style", null);
export const layoutConfigAtom = persistedAtom<LayoutPreset | null>("layoutConfig", null);
/** The locale the player picked (or last visited with a prefix); null = never chosen. */
export const localeAtom = persistedAtom<Locale | null>("locale", null);
/** Opened from the native app wrapper (preview/app flag `isApp`). */
export const appFlagAtom = persistedAtom<boolean>("isApp", false);
