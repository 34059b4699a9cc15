// Tenant branding on the document (docs/product.md §4): favicon, title, manifest, theme colour.
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
 * The strongest tint of the primary colour that the app lays primary text on: the drawer's quick
 * links, `color-mix(in srgb, var(--color-primary) 12%, transparent)` on the white surface (the
 * member centre's use 10%; the chat's own bubbles, 14%, carry body text).
 */
export const PRIMARY_TINT = 0.12;

/** `rgb` mixed into white at `share` (0–1), as `color-mix(in srgb, rgb share, white)`. */
export const tintOf = (rgb: Rgb, share = PRIMARY_TINT): Rgb =>
  rgb.map((c) => Math.round(255 + (c - 255) * share)) as Rgb;

/**
 * The tenant's colour, darkened just enough that white text on it, it as text on white, and it as
 * text on its own tint (PRIMARY_TINT) reach WCAG AA (4.5:1): operators pick brand colours, players
 * still need to read the buttons and links. (Lottery's #d4380d has 4.8:1 on white but 4.2:1 on the
 * member centre's quick links; the route crawler's axe found it.)
 */
export function readablePrimary(hex: string): string {
  let rgb = parseHex(hex);
  if (!rgb) return hex;
  const readable = (c: Rgb) =>
    contrastRatio(toHex(c), "#fff")! >= AA_CONTRAST &&
    contrastRatio(toHex(c), toHex(tintOf(c)))! >= AA_CONTRAST;
  for (let i = 0; i < 40 && !readable(rgb); i++) {
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

/** Root font size: a tenth of the viewport width, capped (docs/product.md §9). */
export function rootFontSize(viewportWidth: number, ratio: number, maxPx: number): number {
  return Math.min(viewportWidth * ratio, maxPx);
}
