import { ROOT_FONT_MAX_PX, ROOT_FONT_VIEWPORT_RATIO } from "../lib/constants";
import { rootFontSize } from "../features/shell";

/** rem follows the viewport: a tenth of its width, capped at 54px (docs/product.md §9). */
export function installRootFontSize(): void {
  const apply = () => {
    const px = rootFontSize(window.innerWidth, ROOT_FONT_VIEWPORT_RATIO, ROOT_FONT_MAX_PX);
    document.documentElement.style.fontSize = `${px}px`;
  };
  apply();
  window.addEventListener("resize", apply, { passive: true });
}
