// Tenant branding on the document (spec §4): favicon, title, manifest, theme colour.

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

function channels(hex: string): [number, number, number] {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of a colour against white (the text colour on primary buttons). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(channels(hex)) + 0.05);
}

/**
 * The tenant's colour, darkened just enough that white text on it and it as text on white reach
 * WCAG AA (4.5:1): operators pick brand colours, players still need to read the buttons.
 */
export function readablePrimary(hex: string): string {
  let rgb = channels(hex);
  for (let i = 0; i < 40 && 1.05 / (luminance(rgb) + 0.05) < 4.5; i++) {
    rgb = rgb.map((c) => Math.floor(c * 0.95)) as [number, number, number];
  }
  return `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
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
