// Where a tenant image loads from, as pure functions of the site config's `cdnDomain` and the
// host chosen for it (./image-host.ts chooses; this module only computes addresses).

/** Same origin: relative image paths stay relative to the app's own host. */
export const SAME_ORIGIN = "";

/** The `cdnDomain` as the key of a choice: trimmed, empty when absent. */
export function cdnKey(cdnDomain: string | null | undefined): string {
  return (cdnDomain ?? "").trim();
}

/**
 * Candidate hosts from the site config's `cdnDomain`: empty, one host, or a comma-separated list;
 * each a bare host name, `//host` or a full `http(s)://host[/prefix]`. Invalid entries and the
 * app's own origin (the final fallback anyway) are dropped; order is kept.
 */
export function parseCdnCandidates(
  cdnDomain: string | null | undefined,
  base: { protocol: string; origin: string } = window.location,
): string[] {
  const hosts: string[] = [];
  for (const raw of (cdnDomain ?? "").split(/[,\s]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(entry)
      ? entry
      : entry.startsWith("//")
        ? `${base.protocol}${entry}`
        : `${base.protocol}//${entry}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const host = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
    if (host === base.origin || hosts.includes(host)) continue;
    hosts.push(host);
  }
  return hosts;
}

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The path of an absolute URL that points at one of the configured CDN hosts, else null.
 * Platforms that prefix image paths with their `cdnDomain` (one host, or naively the whole list)
 * send absolute URLs on a host that may be unreachable; those are re-pointed to the chosen host.
 */
export function cdnRelativePath(
  url: string,
  cdnDomain: string | null | undefined,
  base?: { protocol: string; origin: string },
): string | null {
  const raw = cdnKey(cdnDomain).replace(/\/+$/, "");
  if (!raw) return null;
  const prefixes = [raw, ...parseCdnCandidates(raw, base)];
  for (const prefix of prefixes) {
    if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  }
  return null;
}

/**
 * An image address for the browser. A relative path, or an absolute URL on one of the tenant's
 * CDN hosts, is put on the chosen host; other absolute URLs (`https:`, `//`, `data:`, `blob:`)
 * stay as they are.
 */
export function resolveImageUrl(
  pathOrUrl: string | null | undefined,
  host: string,
  cdnDomain: string | null | undefined = "",
): string {
  const value = (pathOrUrl ?? "").trim();
  if (!value) return "";
  if (ABSOLUTE.test(value)) {
    const path = cdnRelativePath(value, cdnDomain);
    return path === null ? value : `${host}${path}`;
  }
  return `${host}${value.startsWith("/") ? value : `/${value}`}`;
}

/** True when `resolveImageUrl` needs the chosen host for this address. */
export function needsImageHost(
  pathOrUrl: string | null | undefined,
  cdnDomain: string | null | undefined,
): boolean {
  const value = (pathOrUrl ?? "").trim();
  if (!value) return false;
  return !ABSOLUTE.test(value) || cdnRelativePath(value, cdnDomain) !== null;
}
