// Tenant branding on the document (spec §4): favicon, title, manifest, theme colour.
import { AA_CONTRAST, contrastRatio, parseHex, toHex, type Rgb } from "../../lib/contrast";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function link(rel: string): HTMLLinkElement {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement("link");
    el.rel = rel;
    document.head.append(el);
  }
  return el;
}

/** A colour safe to put into a CSS variable (the value comes from the server). */
export function safeColor(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  return HEX.test(v) || /^rgba?\([\d\s.,%]+\)$/.test(v) ? v : null;
}

/**
 * The tenant's colour, darkened just enough that white text on it and it as text on white reach
 * WCAG AA (4.5:1): operators pick brand colours, players still need to read the buttons.
 */
export function readablePrimary(hex: string): string {
  let rgb = parseHex(hex);
  if (!rgb) return hex;
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), "#fff")! < AA_CONTRAST; i++) {
    rgb = rgb.map((c) => Math.floor(c * 0.95)) as Rgb;
  }
  return toHex(rgb);
}

export interface Branding {
  title?: string;
  faviconUrl?: string;
  manifestUrl?: string;
  color?: string;
}

export function applyBranding({ title, faviconUrl, manifestUrl, color }: Branding): void {
  const root = document.documentElement;
  if (title) document.title = title;
  if (faviconUrl) {
    const icon = link("icon");
    icon.removeAttribute("type");
    icon.href = faviconUrl;
  }
  if (manifestUrl) link("manifest").href = manifestUrl;
  const valid = safeColor(color);
  const safe = valid && HEX.test(valid) ? readablePrimary(valid) : valid;
  if (safe) {
    root.style.setProperty("--color-primary", safe);
    document.head.querySelector('meta[name="theme-color"]')?.setAttribute("content", safe);
  }
}

/** Root font size: a tenth of the viewport width, capped (spec §9). */
export function rootFontSize(viewportWidth: number, ratio: number, maxPx: number): number {
  return Math.min(viewportWidth * ratio, maxPx);
}
