// Operator settings read at run time from /runtime-config.json (docs/product.md §10), so one build can
// point at another API origin or use another encryption key without rebuilding.
// The service worker does not precache this file (vite.config.ts), so a fresh copy is read when
// online; offline, the last copy that loaded is used from localStorage.

export interface RuntimeConfig {
  /** "" for the same origin, else an origin such as "https://api.example.com" (no trailing /). */
  apiBase: string;
  /** crypto-js AES passphrase for responses flagged `encrypted`. */
  encryptionKey: string;
  /** Analytics measurement id; when absent errors go to the platform's /api/events. */
  analyticsId?: string;
  /**
   * The captcha vendor's script for captcha mode 1: a path on this origin or an https URL (its
   * origin must then be in the CSP's script-src and frame-src). Absent: /captcha/captcha-sdk.js.
   */
  captchaScriptUrl?: string;
}

const STORAGE_KEY = "playfront:runtime-config";
const DEFAULTS: RuntimeConfig = { apiBase: "", encryptionKey: "" };

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

/** Checks the file's shape; an apiBase that is not "" or an http(s) origin is refused. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (value === null || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.apiBase !== "string" || typeof v.encryptionKey !== "string") return null;
  let apiBase = "";
  if (v.apiBase !== "") {
    try {
      const url = new URL(v.apiBase);
      if (url.protocol !== "https:" && url.protocol !== "http:") return null;
      apiBase = url.origin;
    } catch {
      return null;
    }
  }
  const config: RuntimeConfig = { apiBase, encryptionKey: v.encryptionKey };
  if (typeof v.analyticsId === "string" && v.analyticsId !== "") config.analyticsId = v.analyticsId;
  if (v.captchaScriptUrl !== undefined) {
    const url = scriptUrl(v.captchaScriptUrl);
    if (url === null) return null;
    config.captchaScriptUrl = url;
  }
  return config;
}

/** A same-origin path ("/…", not "//…") or an https URL; anything else is refused. */
function scriptUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

function readStored(): RuntimeConfig | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? parseRuntimeConfig(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch(`${import.meta.env.BASE_URL}runtime-config.json`, {
      cache: "no-cache",
      headers: { Accept: "application/json" },
    });
    const parsed = res.ok ? parseRuntimeConfig(await res.json()) : null;
    if (parsed) {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(parsed));
      } catch {
        // Private mode or a full quota: the file is still used for this session.
      }
      return parsed;
    }
  } catch {
    // Offline or blocked: fall through to the last good copy.
  }
  return readStored() ?? DEFAULTS;
}

/** Loads the file once per page; later calls share the first load. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  pending ??= fetchConfig().then((config) => {
    current = config;
    return config;
  });
  return pending;
}

/** The loaded config, or the last stored copy / defaults before the first load finished. */
export function runtimeConfigNow(): RuntimeConfig {
  return current ?? readStored() ?? DEFAULTS;
}

/** Sets the config directly (tests, and the shell when it already holds it). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  pending = null;
}

export function resetRuntimeConfig(): void {
  current = null;
  pending = null;
}
