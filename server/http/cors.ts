// CORS, by @fastify/cors, for the two kinds of caller that are not the page's own origin:
// - `/api/`: an app served from another origin than the API (runtime-config.json's `apiBase`).
//   PLAYFRONT_CORS_ORIGINS lists the app's origins, exactly; there is no wildcard. The app sends
//   its token in the Authorization header, never cookies: credentials are not allowed.
// - `/demo-game/api/`: the demo game, framed sandboxed without allow-same-origin, calls from the
//   opaque origin "null"; opened in a window of its own it is same-origin. Only those two.
// An allowed origin's preflight is answered and its requests may read the answers; any other
// origin gets no CORS header at all, so browsers keep its pages from reading anything. Paths of
// neither kind carry no CORS header (and no `Vary: Origin`).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyCors, { type FastifyCorsOptions } from "@fastify/cors";

/** The request headers the app sends (src/api/client.ts). */
export const CORS_ALLOW_HEADERS =
  "Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key";
export const CORS_ALLOW_METHODS = "GET, POST, PUT, DELETE";
/** Browsers cache a preflight this long (seconds). */
export const CORS_MAX_AGE = 600;

const API = /^\/api\//i;
const DEMO_GAME_API = /^\/demo-game\/api\//i;

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

/** The demo game's callers: its sandboxed frame ("null") and this host's own pages. */
function demoGameOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  return origin === "null" || origin === `${req.protocol}://${req.host}` ? origin : undefined;
}

const common = {
  maxAge: CORS_MAX_AGE,
  credentials: false,
  // An OPTIONS without a preflight's headers is not refused in plain text: it goes on to the
  // routes like any request.
  strictPreflight: false,
} satisfies FastifyCorsOptions;

/** One rule per kind of caller; `origin: false`: no CORS header, no preflight answered. */
function policy(req: FastifyRequest): FastifyCorsOptions {
  if (API.test(req.url)) {
    return {
      ...common,
      origin: allowedOrigin(req) ?? false,
      methods: CORS_ALLOW_METHODS,
      allowedHeaders: CORS_ALLOW_HEADERS,
    };
  }
  if (DEMO_GAME_API.test(req.url)) {
    return {
      ...common,
      origin: demoGameOrigin(req) ?? false,
      methods: "POST",
      allowedHeaders: "content-type, idempotency-key, accept-language",
    };
  }
  return { origin: false };
}

export async function registerCors(app: FastifyInstance): Promise<void> {
  // Routes outside both kinds skip the plugin (it would add `Vary: Origin` to every answer). The
  // plugin's own OPTIONS route stays: it answers the preflights the hook lets through.
  app.addHook("onRoute", (route) => {
    if (route.method === "OPTIONS" || API.test(route.url) || DEMO_GAME_API.test(route.url)) return;
    route.config = { ...route.config, cors: false };
  });
  await app.register(fastifyCors, {
    hook: "onRequest",
    delegator: (req, done) => done(null, policy(req)),
  });
}
