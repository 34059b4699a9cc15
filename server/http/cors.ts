// CORS for an app served from another origin than the API (runtime-config.json's `apiBase`):
// PLAYFRONT_CORS_ORIGINS lists the app's origins, exactly; there is no wildcard. A listed origin's
// preflight is answered and its requests may read the answers; any other origin gets no CORS
// header at all, so browsers keep its pages from reading anything. The app sends its token in
// the Authorization header, never cookies: credentials are not allowed.
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The request headers the app sends (src/api/client.ts). */
export const CORS_ALLOW_HEADERS =
  "Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key";
export const CORS_ALLOW_METHODS = "GET, POST, PUT, DELETE";
/** Browsers cache a preflight this long (seconds). */
export const CORS_MAX_AGE = "600";

const isApi = (url: string) => url.slice(0, 5).toLowerCase() === "/api/";

/** The request's Origin when it is on the allow-list, else undefined. */
export function allowedOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  return origin !== undefined && req.server.platform.config.corsOrigins.includes(origin)
    ? origin
    : undefined;
}

/**
 * The host the page was loaded from: an allow-listed Origin's host (the app on its own origin
 * picks its tenant by its own name, whatever the API's host is), else the request's host.
 */
export function pageHost(req: FastifyRequest): string {
  const origin = allowedOrigin(req);
  return origin === undefined ? req.host : new URL(origin).host;
}

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  app.addHook("onRequest", async (req, reply) => {
    if (!isApi(req.url)) return;
    // Answers differ by Origin: caches must keep them apart.
    reply.header("vary", "Origin");
    const origin = allowedOrigin(req);
    if (origin === undefined) return;
    reply.header("access-control-allow-origin", origin);
    if (req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined) {
      return reply
        .code(204)
        .header("access-control-allow-methods", CORS_ALLOW_METHODS)
        .header("access-control-allow-headers", CORS_ALLOW_HEADERS)
        .header("access-control-max-age", CORS_MAX_AGE)
        .send();
    }
  });
}
