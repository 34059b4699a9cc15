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
  const safe = safeColor(color);
  if (safe) {
    root.style.setProperty("--color-primary", safe);
    document.head.querySelector('meta[name="theme-color"]')?.setAttribute("content", safe);
  }
}

/** Root font size: a tenth of the viewport width, capped (spec §9). */
export function rootFontSize(viewportWidth: number, ratio: number, maxPx: number): number {
  return Math.min(viewportWidth * ratio, maxPx);
}
