// The one fetch wrapper (docs/product.md §7, §8): headers, timeout, envelope, decryption, the 402 silent
// refresh and the error catalogue's side effects. Endpoint modules call `apiRequest`; nothing
// else in the app calls fetch for /api.
import { REQUEST_TIMEOUT_MS } from "../lib/constants";
import { reportException } from "./analytics";
import type { Envelope } from "./contract/envelope";
import { decryptResult } from "./crypto";
import { ApiError, ApiErrorKind, localFailureMessage, refusalError, showRefusal } from "./errors";
import { apiHooks } from "./hooks";
import { loadRuntimeConfig } from "./runtime-config";

export { ApiError, ApiErrorKind, isApiError } from "./errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | (string | number)[] | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON body (POST/PUT). */
  body?: unknown;
  /** Form body (application/x-www-form-urlencoded), used by the chat calls marked "(form)". */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` on money mutations so a retry returns the first result. */
  idempotencyKey?: string;
  /** Show nothing to the player on failure (the caller handles it). */
  quiet?: boolean;
  /**
   * A call the player neither made nor waits for (logout's revocation of its token): quiet, and
   * nothing of the session or the screen moves — a 401 or 402 neither refreshes the token nor
   * starts the log-out flow, and no loading indicator is closed.
   */
  background?: boolean;
  /** Sent instead of the session's token (logout revokes the token of a session already ended). */
  token?: string;
  /** Lets the request outlive the page (fetch `keepalive`), e.g. a logout before a reload. */
  keepalive?: boolean;
  /**
   * Shows the global loading overlay while the call runs (docs/product.md §2 "Other screens"): money actions
   * — every call with an Idempotency-Key, the default — and the game launch. It goes when the
   * call settles, answer or error.
   */
  overlay?: boolean;
}

/** Options of a money mutation: the key is made once per player intent and reused on retry. */
export interface MoneyMutationOptions {
  idempotencyKey: string;
}

/** A fresh Idempotency-Key (randomUUID needs a secure context, so fall back to random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The only call sent without a token (docs/product.md §6). */
export const LOGIN_PATH = "/api/vipuser/Login";
/** Revokes the token: a background call (its refusal ends nothing, the session is already over). */
export const LOGOUT_PATH = "/api/vipuser/Logout";
/** Silent refresh of an expired token inside the grace window (docs/product.md §10). */
export const REFRESH_PATH = "/api/vipuser/RefreshToken";
/** Calls whose failures are never shown (docs/product.md §7). */
const SILENT_PATHS = ["/common/languages", "/common/settings"];

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isSilent = (path: string) => SILENT_PATHS.some((p) => samePath(p, path));

interface Reply {
  status: number;
  envelope: Envelope<unknown>;
}

/** Serialises a query; arrays become repeated keys (`id=1&id=2`, docs/product.md §7). */
export function buildQuery(query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return value !== null && typeof value === "object" && "ok" in value;
}

async function send(
  method: HttpMethod,
  path: string,
  opts: RequestOptions,
  token: string | null,
): Promise<Reply> {
  const fail = (kind: Exclude<ApiErrorKind, "http">, cause?: unknown) =>
    new ApiError({ kind, status: 0, message: localFailureMessage(kind), method, path, cause });
  if (opts.signal?.aborted) throw fail(ApiErrorKind.Aborted, opts.signal.reason);

  const { apiBase } = await loadRuntimeConfig();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": apiHooks.getLocale(),
  };
  let body: string | undefined;
  if (opts.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    body = new URLSearchParams(opts.form).toString();
  } else if (method === "POST" || method === "PUT") {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body ?? {});
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers["Idempotency-Key"] = opts.idempotencyKey;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener("abort", forwardAbort, { once: true });
  const info = `${method} ${path}`;
  try {
    const res = await fetch(`${apiBase}${path}${buildQuery(opts.query)}`, {
      method,
      headers,
      body,
      signal: controller.signal,
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch (error) {
      // A gateway's HTML error page still gets the catalogue's message for its status.
      if (res.status < 400) throw error;
    }
    if (isEnvelope(parsed)) return { status: res.status, envelope: parsed };
    if (res.status >= 400) {
      return {
        status: res.status,
        envelope: { ok: false, result: null, error: null, message: "" },
      };
    }
    throw new SyntaxError(`Response of ${info} is not an envelope`);
  } catch (error) {
    if (timedOut) {
      const timeout = fail(ApiErrorKind.Timeout, error);
      reportException(timeout, { info });
      throw timeout;
    }
    if (opts.signal?.aborted) throw fail(ApiErrorKind.Aborted, error);
    // Network failures (TypeError from fetch) and unreadable answers (SyntaxError) are
    // unexpected: reported, never shown.
    reportException(error, { info });
    throw fail(
      error instanceof SyntaxError ? ApiErrorKind.InvalidResponse : ApiErrorKind.Network,
      error,
    );
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", forwardAbort);
  }
}

async function unwrap<T>(reply: Reply, method: HttpMethod, path: string): Promise<T> {
  const { envelope } = reply;
  if (!envelope.encrypted) return envelope.result as T;
  try {
    const { encryptionKey } = await loadRuntimeConfig();
    return await decryptResult<T>(envelope.result, encryptionKey);
  } catch (error) {
    reportException(error, { info: `${method} ${path} (decrypt)` });
    throw new ApiError({
      kind: ApiErrorKind.InvalidResponse,
      status: reply.status,
      message: localFailureMessage(ApiErrorKind.InvalidResponse),
      method,
      path,
      cause: error,
    });
  }
}

/** Applies the catalogue's side effects for a refusal (docs/product.md §8) and returns the error to throw. */
function refuse(
  reply: Reply,
  method: HttpMethod,
  path: string,
  opts: RequestOptions,
  hadToken: boolean,
) {
  const error = refusalError(reply.status, reply.envelope, method, path);
  if (isSilent(path) || opts.background) return error;
  apiHooks.hideLoading();
  if (error.status === 401) {
    // A refused login is a wrong password, not an expired session.
    if (!samePath(path, LOGIN_PATH)) apiHooks.onUnauthorized(hadToken, error.message);
    return error;
  }
  if (!opts.quiet && !apiHooks.isQuietRoute()) showRefusal(error);
  return error;
}

let refreshing: Promise<void> | null = null;

const sessionOver = (reply: Reply | null) =>
  refusalError(401, reply?.envelope ?? { message: "", error: null }, "POST", REFRESH_PATH);

/**
 * One refresh for every request that got 402 at the same time; the others wait for it. A request
 * whose 402 arrives after the token already changed just retries with the new one.
 */
function refreshToken(staleToken: string): Promise<void> {
  const current = apiHooks.getToken();
  // Logged out meanwhile (e.g. a refresh that just failed): the 401 flow already ran.
  if (current === null) return Promise.reject(sessionOver(null));
  if (current !== staleToken) return Promise.resolve();
  refreshing ??= (async () => {
    // A network failure or timeout here rejects the waiting requests as such: no connection is
    // not a reason to log the player out.
    const reply = await send("POST", REFRESH_PATH, {}, staleToken);
    const token = (reply.envelope.result as { token?: unknown } | null)?.token;
    if (reply.status < 400 && reply.envelope.ok && typeof token === "string" && token) {
      apiHooks.setToken(token);
      return;
    }
    const expired = sessionOver(reply);
    apiHooks.hideLoading();
    apiHooks.onUnauthorized(true, expired.message);
    throw expired;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function perform<T>(
  method: HttpMethod,
  path: string,
  opts: RequestOptions,
  mayRefresh: boolean,
): Promise<T> {
  const token = samePath(path, LOGIN_PATH) ? null : (opts.token ?? apiHooks.getToken());
  const reply = await send(method, path, opts, token);
  if (reply.status < 400 && reply.envelope.ok) return unwrap<T>(reply, method, path);
  if (reply.status === 402 && !opts.background) {
    if (mayRefresh && token) {
      await refreshToken(token);
      return perform<T>(method, path, opts, false);
    }
    // Still expired after a refresh, or no token to refresh: the session is over.
    throw refuse({ ...reply, status: 401 }, method, path, opts, token !== null);
  }
  throw refuse(reply, method, path, opts, token !== null);
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Calls the platform and resolves with the envelope's `result`; rejects with an `ApiError` after
 * the error catalogue's side effects (dialog, toast, 401 hook) have run.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  if (method !== "GET" && isOffline()) {
    // Mutations (money above all) are refused at once offline, never queued (docs/product.md §10).
    const error = new ApiError({
      kind: ApiErrorKind.Offline,
      status: 0,
      message: localFailureMessage(ApiErrorKind.Offline),
      method,
      path,
    });
    if (opts.background) throw error;
    apiHooks.hideLoading();
    if (!opts.quiet && !apiHooks.isQuietRoute()) apiHooks.showToast(error.message);
    throw error;
  }
  if (!(opts.overlay ?? opts.idempotencyKey !== undefined)) {
    return perform<T>(method, path, opts, true);
  }
  apiHooks.showLoading();
  try {
    return await perform<T>(method, path, opts, true);
  } finally {
    apiHooks.endLoading();
  }
}
