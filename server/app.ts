// The reference platform: one Fastify server serving the built app and `/api` on one origin.
// Modules (server/modules/*) own their routes, migrations and tests; this file wires them.
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import websocket from "@fastify/websocket";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { constants as zlib } from "node:zlib";
import { openStore, type Db } from "./db/db.ts";
import { loadConfig, platformConfig, type ServerConfig } from "./config.ts";
import { handleError, isNavigation, notFound, trackRoutes } from "./http/errors.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerCors } from "./http/cors.ts";
import { registerRequestBudget } from "./http/budget.ts";
import { refuseStrayUpgrades } from "./http/upgrades.ts";
import { clientErrorHandler, frameworkErrors } from "./http/malformed.ts";
import type { PlatformConfig, PlatformContext } from "./context.ts";
import { coreModule } from "./modules/core/index.ts";
import { moneyModule } from "./modules/money/index.ts";
import { chatModule } from "./modules/chat/index.ts";
import { pwaModule } from "./modules/pwa/index.ts";
import { deskModule } from "./modules/desk/index.ts";

export interface ServerOptions {
  /** Folder with the built app (vite build output); not served when missing. */
  distDir?: string;
  /** SQLite file; ":memory:" for tests. Default: $PLAYFRONT_DATA_DIR/playfront.db (.data/). */
  dbFile?: string;
  /** postgres://… (else $DATABASE_URL; a `dbFile` given means SQLite). */
  databaseUrl?: string;
  /** Delete the database first (e2e runs start from a fresh seed). */
  freshDb?: boolean;
  /** The start's configuration (server/main.ts reads it); without it, read from the environment. */
  env?: ServerConfig;
  /** Settings over the configuration's (tests). */
  config?: Partial<PlatformConfig>;
  now?: () => number;
  /**
   * PEM certificate chain and key: serve HTTPS with HTTP/2 (HTTP/1.1 still accepted, for the chat
   * websocket's upgrade and older clients), as a production host does. Without: plain HTTP/1.1.
   */
  tls?: { cert: string | Buffer; key: string | Buffer };
}

export type PlatformServer = FastifyInstance;

/** PLAYFRONT_TRUST_PROXY: "loopback" (default), "true"/"false", or comma-separated IPs / CIDRs. */
export function trustProxySetting(value: string | undefined): boolean | string | string[] {
  const v = (value ?? "loopback").trim();
  if (v === "true") return true;
  if (v === "false" || v === "") return false;
  return v.includes(",") ? v.split(",").map((s) => s.trim()) : v;
}

export async function buildServer(opts: ServerOptions = {}): Promise<PlatformServer> {
  // The environment is read (and checked: a bad value stops the start, naming it) once per start.
  const env = opts.env ?? loadConfig();
  const config: PlatformConfig = { ...platformConfig(env), ...opts.config };
  // Paths match case-insensitively: the platform's clients mix `/api/vipuser` and `/api/VipUser`.
  const options = {
    logger: false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-* (client IP for rate limits, host for the tenant, proto for HSTS) is believed
    // only from these peers: by default a proxy on the same machine (nginx, the Vite dev server).
    trustProxy: trustProxySetting(env.PLAYFRONT_TRUST_PROXY),
    routerOptions: { caseSensitive: false },
    // Refusals before routing get the envelope and security headers, never the URL back.
    frameworkErrors: frameworkErrors(config.cdnDomain),
    clientErrorHandler: clientErrorHandler(config.cdnDomain),
  };
  // Over HTTP/2 Fastify hands the routes its compatibility request and reply, which have the same
  // API as HTTP/1's for all the platform uses (headers, body, streams, `socket.encrypted`); the
  // routes are typed once, against HTTP/1.
  const app: FastifyInstance = opts.tls
    ? (Fastify({
        // The refusal handlers are typed against HTTP/1's request (as the routes are).
        ...(options as Omit<typeof options, "frameworkErrors" | "clientErrorHandler">),
        http2: true,
        https: { allowHTTP1: true, cert: opts.tls.cert, key: opts.tls.key },
      }) as unknown as FastifyInstance)
    : Fastify(options);
  const dataDir = resolve(env.PLAYFRONT_DATA_DIR);
  const url = opts.dbFile ? undefined : (opts.databaseUrl ?? env.DATABASE_URL);
  const db: Db = await openStore(url, opts.dbFile ?? join(dataDir, "playfront.db"), {
    fresh: opts.freshDb ?? env.PLAYFRONT_FRESH_DB,
  });
  const ctx: PlatformContext = {
    db,
    config,
    now: opts.now ?? Date.now,
  };
  app.decorate("platform", ctx);

  // Answers are compressed as a production gateway would (Brotli at a per-request quality, else
  // gzip): API JSON over 1 kB, and the app's small files that have no precompressed sibling. The
  // build's precompressed files (below) are sent as they are. Request bodies are not decompressed.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    // Never on the event loop: the plugin compresses small answers synchronously by default, and a
    // burst of one-off answers (new search keywords) would then hold every member's call behind it.
    syncThreshold: 0,
  });
  app.addHook("onClose", async () => db.close());
  registerSecurityHeaders(app, config.cdnDomain);
  // CORS first: a refusal of the budget still carries the headers a listed origin needs to read it.
  await registerCors(app);
  registerRequestBudget(app, ctx.config.requestsPerSec);

  // Every refusal answers the envelope with the catalogue status; never a 5xx for bad input.
  app.setErrorHandler(handleError);
  trackRoutes(app);

  app.get("/healthz", async () => ({ ok: true }));
  // Once for the server: it answers the upgrade event, and the chat's and the desk's sockets are
  // routes of two modules. Only routes declared `websocket: true` accept an upgrade.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  refuseStrayUpgrades(app);

  await coreModule(app, ctx);
  await moneyModule(app, ctx);
  await chatModule(app, ctx);
  await deskModule(app, ctx);
  await pwaModule(app, ctx);

  const distDir = resolve(opts.distDir ?? env.PLAYFRONT_DIST);
  if (existsSync(distDir)) {
    // `npm run build` writes .br/.gz beside each text asset (scripts/compress-dist.ts): serve
    // those to clients that accept them, without compressing per request.
    // runtime-config.json is answered by the platform itself (modules/pwa).
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      globIgnore: ["runtime-config.json"],
      // Source maps stay on the build machine: they hand out the original source.
      allowedPath: (path) => !path.toLowerCase().endsWith(".map"),
    });
  }
  // SPA navigation fallback: a page navigation gets the shell; a missing file stays 404.
  app.setNotFoundHandler((req, reply) => {
    // The service desk (/desk, built into dist/desk/) has a page of its own.
    const page = /^\/desk(\/|\?|$)/i.test(req.url) ? "desk/index.html" : "index.html";
    if (isNavigation(req) && existsSync(join(distDir, page))) {
      return reply.sendFile(page);
    }
    return notFound(req, reply);
  });
  return app;
}
