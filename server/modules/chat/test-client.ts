// Real-HTTP and real-websocket helpers for the chat tests. Node's fetch cannot set Host, and
// `elec.localhost` does not resolve in Node, so requests go to 127.0.0.1 with a Host header.
import { request } from "node:http";
import { WebSocket } from "ws";
import type { Envelope } from "../../../src/api/contract/envelope.ts";

export interface CallOptions {
  host?: string;
  token?: string;
  lang?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** Raw body with its content type (for malformed-input tests). */
  raw?: { type: string; body: string };
  /** Extra request headers (X-Forwarded-For for per-IP limits). */
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | undefined>;
}

export function client(port: number, defaultHost: string) {
  const hostHeader = (h?: string) => `${h ?? defaultHost}:${port}`;

  function call<T = unknown>(method: string, path: string, o: CallOptions = {}) {
    let payload: string | undefined;
    const headers: Record<string, string> = {
      host: hostHeader(o.host),
      "accept-language": o.lang ?? "en",
      ...o.headers,
    };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.json !== undefined) {
      payload = JSON.stringify(o.json);
      headers["content-type"] = "application/json";
    } else if (o.form) {
      payload = new URLSearchParams(o.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (o.raw) {
      payload = o.raw.body;
      headers["content-type"] = o.raw.type;
    }
    return new Promise<Answer<T>>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          let body: Envelope<T>;
          try {
            body = JSON.parse(text) as Envelope<T>;
          } catch {
            body = { ok: false, result: text as T, error: "not json", message: text };
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      });
      req.on("error", reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** Opens the websocket address `connect` returned, through 127.0.0.1, keeping its Host. */
  function socket(server: string, origin?: string) {
    const url = new URL(server);
    const host = url.host;
    url.hostname = "127.0.0.1";
    const headers: Record<string, string> = { host };
    if (origin !== undefined) headers.origin = origin;
    const ws = new WebSocket(url, { headers });
    const frames: unknown[] = [];
    const waiters: (() => void)[] = [];
    ws.on("message", (data) => {
      frames.push(JSON.parse(String(data)));
      waiters.splice(0).forEach((w) => w());
    });
    const opened = new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("unexpected-response", (_req, res) =>
        reject(new Error(`refused with HTTP ${res.statusCode}`)),
      );
      ws.once("error", reject);
    });
    /** Resolves once `n` frames have arrived (or rejects after `ms`). */
    const frameCount = (n: number, ms = 3000) =>
      new Promise<unknown[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${frames.length} frames`)), ms);
        const check = () => {
          if (frames.length >= n) {
            clearTimeout(timer);
            resolve(frames);
          } else waiters.push(check);
        };
        check();
      });
    return { ws, frames, opened, frameCount };
  }

  return { call, socket };
}
