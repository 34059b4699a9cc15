// The platform's test harness: a real server on port 0 with an in-memory database and a clock the
// test moves (one clock for every module's tests), and a small fetch helper that speaks the
// envelope. The money and security suites build on it.
import { generateSync } from "otplib";
import { scratchDatabase } from "../../../testing/pg-scratch.ts";
import { buildServer, type PlatformServer, type ServerOptions } from "../../../app.ts";
import type { PlatformConfig } from "../../../context.ts";

export interface Harness {
  app: PlatformServer;
  base: string;
  clock: TestClock;
  call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
  login: (userName?: string, passWord?: string, host?: string) => Promise<string>;
  register: (userName: string, host?: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body string and its content type (for text/plain or malformed JSON). */
  raw?: { text: string; type: string };
  token?: string;
  host?: string;
  lang?: "zh-hans" | "zh-hant" | "en" | "vi" | "th";
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // The envelope; tests read fields loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  text: string;
}

let ipCounter = 1;
/** A fresh client IP (per-IP limits must not leak between tests). */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** The platform's time in a test: read by the server at every call, moved by the test. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 0, 15, 12)): TestClock {
  const clock = {
    now: start,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  return clock;
}

/** A platform listening on a free loopback port; what every platform test that speaks HTTP starts. */
export interface ListeningPlatform {
  app: PlatformServer;
  port: number;
  /** `http://127.0.0.1:<port>` (https with `tls`). */
  base: string;
  close: () => Promise<void>;
}

/**
 * Starts the platform for a test: an in-memory database and no built app unless the options say
 * otherwise (a file database for restarts, a dist folder, TLS).
 */
export async function listenPlatform(opts: ServerOptions = {}): Promise<ListeningPlatform> {
  // In the server-pg project, a fresh PostgreSQL database unless the test asks for a file.
  const databaseUrl = opts.dbFile ? undefined : await scratchDatabase();
  const app = await buildServer({
    ...(databaseUrl ? { databaseUrl } : { dbFile: ":memory:" }),
    distDir: "/nonexistent",
    ...opts,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  const base = `${opts.tls ? "https" : "http"}://127.0.0.1:${port}`;
  return { app, port, base, close: () => app.close() };
}

export async function startHarness(
  config: Partial<PlatformConfig> = {},
  o: { clock?: TestClock; realClock?: boolean } = {},
): Promise<Harness> {
  const clock = o.clock ?? testClock();
  const { app, base } = await listenPlatform({
    now: o.realClock ? Date.now : () => clock.now,
    config,
  });

  const call = async (method: string, path: string, o: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = {
      "accept-language": o.lang ?? "en",
      "x-forwarded-for": o.headers?.["x-forwarded-for"] ?? "10.9.9.9",
      ...o.headers,
    };
    // fetch refuses to set Host; the server reads it from X-Forwarded-Host (trustProxy).
    if (o.host) headers["x-forwarded-host"] = o.host;
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.raw) {
      body = o.raw.text;
      headers["content-type"] = o.raw.type;
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers["content-type"] = "application/json";
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  };

  const login = async (userName = "demo", passWord = "demo1234", host?: string) => {
    const r = await call("POST", "/api/vipuser/Login", { body: { userName, passWord }, host });
    if (r.status !== 200) throw new Error(`login failed: ${r.text}`);
    return r.json.result.token as string;
  };
  const register = async (userName: string, host?: string) => {
    const r = await call("POST", "/api/vipuser/Rigster", {
      body: { userName, passWord: "abc12345", confirmPassWord: "abc12345", legalAge: true },
      host,
      headers: { "x-forwarded-for": freshIp() },
    });
    if (r.status !== 200) throw new Error(`register failed: ${r.text}`);
    return r.json.result.token as string;
  };
  return { app, base, clock, call, login, register, close: () => app.close() };
}

/** The current TOTP code of a secret at the harness clock. */
export const totpAt = (secret: string, ms: number) =>
  generateSync({ secret, epoch: Math.floor(ms / 1000) });
