// Layout style (docs/product.md §4): the last digit of vStyle picks the family, each family has a preset.
import { DEFAULT_PAGE_STYLE } from "../../lib/constants";
import type { LayoutPreset, StyleFamily } from "./atoms";

const FAMILY_BY_DIGIT: Record<string, StyleFamily> = {
  "0": "classic",
  "1": "elec",
  "2": "lottery",
  "3": "tq",
};

/** Family of a vStyle such as "1230"; anything without a known last digit is classic. */
export function styleFromVStyle(vStyle: string | null | undefined): StyleFamily {
  const digit = (vStyle ?? "").trim().slice(-1);
  return FAMILY_BY_DIGIT[digit] ?? "classic";
}

/** Default layout per family; the four families compose their screens differently. */
export const LAYOUT_PRESETS: Record<StyleFamily, LayoutPreset> = {
  classic: {
    homeSections: ["carousel", "marquee", "shortMenus", "games"],
    gameColumns: 3,
    showMarquee: true,
    showNoticeDialog: true,
    pageStyle: "style1",
  },
  elec: {
    homeSections: ["carousel", "games", "shortMenus"],
    gameColumns: 2,
    showMarquee: false,
    showNoticeDialog: true,
    pageStyle: "style2",
  },
  lottery: {
    homeSections: ["marquee", "games", "carousel"],
    gameColumns: 4,
    showMarquee: true,
    showNoticeDialog: false,
    pageStyle: DEFAULT_PAGE_STYLE,
  },
  tq: {
    homeSections: ["carousel", "shortMenus", "marquee", "games"],
    gameColumns: 3,
    showMarquee: true,
    showNoticeDialog: false,
    pageStyle: "",
  },
};

/** Page style of a layout, falling back to the spec's default (`style3`). */
export function pageStyleOf(layout: Pick<LayoutPreset, "pageStyle"> | null | undefined): string {
  return layout?.pageStyle || DEFAULT_PAGE_STYLE;
}
