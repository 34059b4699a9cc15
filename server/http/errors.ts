// The error handler and 404 answer of the platform: every refusal is the envelope with the
// catalogue's status (docs/product.md §8) and a message in the request's language; never a 5xx for bad input.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MessageId } from "../i18n/messages.ts";
import { ApiFailure, say } from "./envelope.ts";

const CATALOGUE: Record<number, MessageId> = {
  400: "Invalid request, check the interface parameters",
  401: "Login expired, please log in again",
  403: "Forbidden",
  404: "The resource does not exist",
  405: "Wrong request method",
  406: "Invalid format",
  413: "The request is too large",
  414: "The address is too long",
  415: "Unsupported content type",
  422: "Submitted data is wrong",
  429: "Too many requests",
  431: "The request headers are too large",
  500: "Server error",
  503: "The service is busy, please try again in a moment",
};

/**
 * Storage faults: the database locked by another writer past the busy timeout, a full
 * disk, an I/O error. The transaction was rolled back, so nothing changed: the answer is 503 with
 * Retry-After, and the same request (same Idempotency-Key) may simply be sent again.
 */
const STORAGE_FAULT = /^SQLITE_(BUSY|LOCKED|FULL|IOERR)/;
export const STORAGE_RETRY_AFTER_SEC = 5;

export function isStorageFault(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && STORAGE_FAULT.test(code);
}

export function catalogueMessage(req: FastifyRequest, status: number): string {
  const text = CATALOGUE[status] ?? CATALOGUE[status >= 500 ? 500 : 400]!;
  return say(req, text);
}

export function handleError(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiFailure) {
    // Every 429 of the platform is a one-minute window.
    if (err.status === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    // A busy service is busy for a moment.
    if (err.status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", "1");
    // Code that has no request to hand leaves the message to the catalogue.
    const message = err.message || catalogueMessage(req, err.status);
    return reply.code(err.status).send({ ok: false, result: null, error: err.error, message });
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework refusals (bad JSON, unsupported content type, body too large): `error` carries
    // the framework's code for debugging, `message` the catalogue's text.
    return reply.code(status).send({
      ok: false,
      result: null,
      error: (err as FastifyError).code ?? err.message,
      message: catalogueMessage(req, status),
    });
  }
  if (isStorageFault(err)) {
    console.error(
      `[platform] ${req.method} ${req.url}: storage fault ${(err as FastifyError).code}`,
    );
    return reply
      .code(503)
      .header("retry-after", String(STORAGE_RETRY_AFTER_SEC))
      .send({
        ok: false,
        result: null,
        error: "storage-unavailable",
        message: catalogueMessage(req, 503),
      });
  }
  console.error(`[platform] ${req.method} ${req.url}:`, err);
  return reply
    .code(500)
    .send({ ok: false, result: null, error: "server error", message: catalogueMessage(req, 500) });
}

/** Patterns of the registered routes and their methods, to tell 405 from 404. */
const routeTables = new WeakMap<FastifyInstance, { re: RegExp; methods: Set<string> }[]>();
/** Every registered route as declared (the permission tests walk them). */
const routeLists = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** The routes registered after trackRoutes, as `{ method, url }` with `:params` in the url. */
export function registeredRoutes(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routeLists.get(app) ?? [];
}

/** Records every route registered after this call (register it before the modules). */
export function trackRoutes(app: FastifyInstance): void {
  const table: { re: RegExp; methods: Set<string> }[] = [];
  const list: { method: string; url: string }[] = [];
  routeTables.set(app, table);
  routeLists.set(app, list);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url });
    const source = route.url
      .split("/")
      .map((seg) =>
        seg.startsWith(":")
          ? "[^/]+"
          : seg === "*"
            ? ".*"
            : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("/");
    const re = new RegExp(`^${source}/?$`, "i");
    let entry = table.find((e) => e.re.source === re.source);
    if (!entry) table.push((entry = { re, methods: new Set() }));
    for (const m of [route.method].flat()) entry.methods.add(m);
  });
}

/** Methods the path answers to (empty when no route matches it). */
function allowedMethods(req: FastifyRequest): string[] {
  const path = req.url.split("?")[0] ?? "";
  const entry = routeTables.get(req.server)?.find((e) => e.re.test(path));
  return entry ? [...entry.methods] : [];
}

export function notFound(req: FastifyRequest, reply: FastifyReply) {
  const allowed = allowedMethods(req);
  if (allowed.length && !allowed.includes(req.method)) {
    return reply
      .code(405)
      .header("allow", allowed.join(", "))
      .send({
        ok: false,
        result: null,
        error: "method not allowed",
        message: catalogueMessage(req, 405),
      });
  }
  return reply
    .code(404)
    .send({ ok: false, result: null, error: "not found", message: catalogueMessage(req, 404) });
}

/**
 * True for a browser navigation the app shell should answer: a GET outside /api and /assets that
 * asks for HTML or has no file extension. Missing scripts and images stay 404 (never the shell).
 */
export function isNavigation(req: FastifyRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.url.split("?")[0] ?? "";
  if (/^\/(api|assets)\//i.test(path)) return false;
  const accept = String(req.headers.accept ?? "");
  return accept.includes("text/html") || !/\.[a-z0-9]{1,8}$/i.test(path);
}
