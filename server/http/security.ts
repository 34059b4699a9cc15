// Security headers on every response (docs/product.md §10): strict CSP without inline script,
// frame-ancestors, nosniff, referrer and permissions policies, COOP, HSTS over https, and
// `Cache-Control: no-store` on API answers (member data is never cached by browsers or the SW).
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Who may frame the app: only its own origin (X-Frame-Options SAMEORIGIN says the same). */
export const FRAME_ANCESTORS = "'self'";

/** The CSP; `cdn` (CSP sources of the CDN hosts) is allowed for images and fetches. */
export function contentSecurityPolicy(cdnSourceList: string): string {
  const cdn = cdnSourceList ? ` ${cdnSourceList}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets styles through the DOM (allowed); style attributes of third-party widgets need this.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${cdn}`,
    "font-src 'self' data:",
    // 'self' covers this host's ws:/wss: (CSP 3); no other host's socket or API is reachable.
    `connect-src 'self'${cdn}`,
    "frame-src 'self' https:",
    // The one frame-ancestors value (deploy/ copies it; security.test.ts compares).
    `frame-ancestors ${FRAME_ANCESTORS}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The CSP of a static host (deploy/_headers, deploy/security-headers.conf): the platform's,
 * without CDN hosts, for a site served over https only.
 */
export const STATIC_HOST_CSP = `${contentSecurityPolicy("")}; upgrade-insecure-requests`;

/** HSTS over https: two years, subdomains included (deploy/ uses the same value). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** CSP sources of a cdnDomain value: one host or a comma-separated list of hosts / URLs. */
export function cdnSources(cdnDomain: string): string {
  const out: string[] = [];
  for (const raw of cdnDomain.split(/[,\s]+/)) {
    const entry = raw.trim().replace(/^\/\//, "");
    if (!entry) continue;
    try {
      const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      // Only plain host names: anything else could inject CSP syntax.
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$|^localhost(:\d{1,5})?$/i.test(url.host))
        continue;
      // A bare host matches the page's scheme; a URL keeps its own.
      const source = /:\/\//.test(entry) ? url.origin : url.host;
      if (!out.includes(source)) out.push(source);
    } catch {
      continue;
    }
  }
  return out.join(" ");
}

/**
 * Headers besides the CSP on every response. deploy/_headers and deploy/security-headers.conf
 * give static hosts the same ones (security.test.ts compares them).
 */
export const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "cross-origin-opener-policy": "same-origin",
} as const;

const isHttps = (req: FastifyRequest) => req.protocol === "https";

/** Every security header but HSTS (which depends on the request's scheme). */
export function securityHeaders(cdnDomain: string): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(cdnSources(cdnDomain)),
    ...SECURITY_HEADERS,
  };
}

export function registerSecurityHeaders(app: FastifyInstance, cdnDomain: string): void {
  const headers = securityHeaders(cdnDomain);
  app.addHook("onSend", async (req, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (isHttps(req)) {
      reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
    // Routes match any case (`/API/VipUser/…` reaches the same handler), so this check does too.
    if (req.url.slice(0, 5).toLowerCase() === "/api/" && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
