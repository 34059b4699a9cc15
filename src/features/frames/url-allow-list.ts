// What `iframe-page/{url}` and `embedded?url=` may frame (docs/product.md §10): only https URLs on hosts
// the site config allows, or pages of our own origin (the reference platform's demo games).
//
// Allowed hosts: the site config's `frameHosts` list when the platform sends one; the contract has
// no such field today, so the list is derived from the hosts of `cdnDomain`, `serviceUrl` and
// `serviceBackupUrl` plus FRAME_HOSTS below. An entry "*.example.com" allows its subdomains.

/** Hosts every tenant may frame (game providers of the reference platform). */
export const FRAME_HOSTS: readonly string[] = [];

export interface FrameHostSource {
  frameHosts?: readonly string[] | null;
  cdnDomain?: string | null;
  serviceUrl?: string | null;
  serviceBackupUrl?: string | null;
}

export function allowedFrameHosts(config: FrameHostSource | null | undefined): string[] {
  const hosts = new Set<string>(FRAME_HOSTS.map((h) => h.toLowerCase()));
  if (!config) return [...hosts];
  for (const h of config.frameHosts ?? []) if (h) hosts.add(h.trim().toLowerCase());
  for (const raw of [config.cdnDomain, config.serviceUrl, config.serviceBackupUrl]) {
    const host = hostOf(raw);
    if (host) hosts.add(host);
  }
  return [...hosts];
}

/** The host of a URL or of a bare domain such as "cdn.example.com". */
function hostOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value) return null;
  try {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
    return new URL(withScheme).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

export type FrameRefusal = "empty" | "invalid" | "protocol" | "host" | "credentials";
export type FrameCheck = { ok: true; url: string } | { ok: false; reason: FrameRefusal };

export function checkFrameUrl(
  raw: string | null | undefined,
  opts: { origin: string; allowedHosts: readonly string[] },
): FrameCheck {
  const value = (raw ?? "").trim();
  if (!value) return { ok: false, reason: "empty" };
  let url: URL;
  try {
    url = new URL(value, opts.origin);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.username || url.password) return { ok: false, reason: "credentials" };
  if (url.origin === new URL(opts.origin).origin) return { ok: true, url: url.href };
  if (url.protocol !== "https:") return { ok: false, reason: "protocol" };
  const host = url.hostname.toLowerCase();
  const allowed = opts.allowedHosts.some((entry) => hostMatches(host, entry.toLowerCase()));
  return allowed ? { ok: true, url: url.href } : { ok: false, reason: "host" };
}

function hostMatches(host: string, entry: string): boolean {
  if (entry.startsWith("*.")) {
    const base = entry.slice(2);
    return host.endsWith(`.${base}`);
  }
  return host === entry;
}
