// Preview mode (docs/product.md §4, docs/product.md §10): the operator opens the app with `previewonly`, `theme`,
// `layoutConfig` and `isApp` in the query to see a tenant's theme and layout. Nothing of it is
// persisted: callers read these overrides at render time and skip every write while previewing.

/** The `layoutConfig` query parameter: a layout family to preview (JSON or a bare name). */
export interface PreviewLayout {
  /** Layout family: classic | elec | lottery | tq. */
  style?: string;
  [key: string]: unknown;
}

export interface PreviewOptions {
  previewOnly: boolean;
  theme: string | null;
  layoutConfig: PreviewLayout | null;
  isApp: boolean;
}

const MAX_LAYOUT_CONFIG = 4_000;
const TRUE_VALUES = new Set(["1", "true", "yes", ""]);

function flag(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && TRUE_VALUES.has(value.toLowerCase());
}

export function parsePreview(search: string | URLSearchParams): PreviewOptions {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const theme = params.get("theme");
  return {
    previewOnly: flag(params, "previewonly"),
    theme: theme && /^[\w-]{1,40}$/.test(theme) ? theme : null,
    layoutConfig: parseLayoutConfig(params.get("layoutConfig")),
    isApp: flag(params, "isApp"),
  };
}

function parseLayoutConfig(raw: string | null): PreviewLayout | null {
  if (!raw || raw.length > MAX_LAYOUT_CONFIG) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as PreviewLayout;
  } catch {
    // A bare family name is accepted too: ?layoutConfig=elec
    if (/^[a-z]{2,20}$/.test(raw)) return { style: raw };
  }
  return null;
}

/** Read from the current URL each time: preview lives only as long as the query does. */
export function currentPreview(): PreviewOptions {
  return parsePreview(typeof window === "undefined" ? "" : window.location.search);
}

export function isPreviewMode(): boolean {
  return currentPreview().previewOnly;
}
