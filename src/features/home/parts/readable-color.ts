// Server-given menu text colours (fontColor) are kept only when they stay readable on the
// layout's surface (WCAG AA, 4.5:1); otherwise the theme's text colour is used.
import { AA_CONTRAST, contrastRatio } from "../../../lib/contrast";

export function readableColor(
  color: string | null | undefined,
  surface: string,
): string | undefined {
  if (!color) return undefined;
  const ratio = contrastRatio(color, surface);
  return ratio !== null && ratio >= AA_CONTRAST ? color : undefined;
}
