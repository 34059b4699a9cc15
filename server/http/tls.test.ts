// The platform over HTTPS (ServerOptions.tls / PLAYFRONT_TLS_*): HTTP/2 for browsers, HTTP/1.1 still
// accepted, and the chat websocket upgrading over TLS. Lighthouse measures the app this way.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { connect, constants, type ClientHttp2Session } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type PlatformServer } from "../app.ts";
import { localhostCertificate, spkiHash, type Pem } from "./test-cert.ts";
import { tlsFromEnv } from "./tls-env.ts";
import { listenPlatform } from "../modules/core/test/harness.ts";

const CHAT_HOST = "elec.localhost"; // the seeded tenant with chat enabled

describe("the platform over HTTPS", () => {
  let app: PlatformServer;
  let pem: Pem;
  let port = 0;
  let dist = "";

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "playfront-tls-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Playfront</title>");
    writeFileSync(join(dist, "assets", "app-Abc12_34.js"), "export {};\n".repeat(200));
    pem = await localhostCertificate();
    ({ app, port } = await listenPlatform({ distDir: dist, tls: pem }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** GET over HTTP/2; answers the status, headers and body text. */
  async function h2Get(
    session: ClientHttp2Session,
    path: string,
    host = "localhost",
    extra: Record<string, string> = {},
  ) {
    const stream = session.request({
      [constants.HTTP2_HEADER_PATH]: path,
      [constants.HTTP2_HEADER_AUTHORITY]: `${host}:${port}`,
      ...extra,
    });
    const headers = await new Promise<Record<string, string | string[] | undefined>>((r) =>
      stream.once("response", r),
    );
    let text = "";
    stream.setEncoding("utf8");
    for await (const chunk of stream) text += chunk as string;
    return { status: Number(headers[":status"]), headers, text };
  }

  it("speaks HTTP/2 to a client that offers it: the app, its files and the API", async () => {
    const session = connect(`https://127.0.0.1:${port}`, { ca: pem.cert, servername: "localhost" });
    try {
      const page = await h2Get(session, "/en/login");
      expect(session.alpnProtocol).toBe("h2");
      expect(page.status).toBe(200);
      expect(page.text).toContain("<title>Playfront</title>");
      // Over https the platform adds HSTS, next to its other security headers.
      expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");

      const asset = await h2Get(session, "/assets/app-Abc12_34.js");
      expect(asset.status).toBe(200);
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect(asset.text).toHaveLength("export {};\n".length * 200);

      // Compression works over HTTP/2 too (the file has no precompressed sibling here).
      const packed = await h2Get(session, "/assets/app-Abc12_34.js", "localhost", {
        "accept-encoding": "br",
      });
      expect(packed.status).toBe(200);
      expect(packed.headers["content-encoding"]).toBe("br");

      const api = await h2Get(session, "/api/v3/common/site-config");
      expect(api.status).toBe(200);
      expect(JSON.parse(api.text)).toMatchObject({ ok: true });
    } finally {
      session.close();
    }
  });

  it("still answers HTTP/1.1 over TLS", async () => {
    const res = await new Promise<{ status: number; version: string; body: string }>(
      (resolve, reject) => {
        const req = httpsRequest(
          { host: "127.0.0.1", port, path: "/healthz", ca: pem.cert, servername: "localhost" },
          (r) => {
            let body = "";
            r.on("data", (c: Buffer) => (body += c.toString()));
            r.on("end", () => resolve({ status: r.statusCode ?? 0, version: r.httpVersion, body }));
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
    expect(res).toEqual({ status: 200, version: "1.1", body: JSON.stringify({ ok: true }) });
  });

  it("hands out a wss: chat address, and the websocket opens over TLS", async () => {
    const session = connect(`https://127.0.0.1:${port}`, { ca: pem.cert, servername: "localhost" });
    let server: string;
    try {
      const init = await h2Get(session, `/api/v3/common/init/dev-tls-${Date.now()}`, CHAT_HOST);
      expect(init.status).toBe(200);
      server = (JSON.parse(init.text) as { result: { connect: { server: string } } }).result.connect
        .server;
    } finally {
      session.close();
    }
    expect(server).toMatch(new RegExp(`^wss://${CHAT_HOST}:${port}/`));
    const url = new URL(server);
    url.hostname = "127.0.0.1";
    const ws = new WebSocket(url, {
      ca: pem.cert, // the certificate names 127.0.0.1 too
      headers: { host: `${CHAT_HOST}:${port}`, origin: `https://${CHAT_HOST}:${port}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("unexpected-response", (_req, r) => reject(new Error(`HTTP ${r.statusCode}`)));
        ws.once("error", reject);
      });
      expect(ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      ws.close();
    }
  });

  it("makes a certificate whose public-key hash Chromium can be told to trust", () => {
    // 32-byte SHA-256 in base64, the form of --ignore-certificate-errors-spki-list.
    expect(Buffer.from(spkiHash(pem.cert), "base64")).toHaveLength(32);
    // It is the key's hash, not the certificate's: the same key in any certificate matches.
    expect(spkiHash(pem.cert)).toBe(spkiHash(pem.key));
  });

  it("reads PLAYFRONT_TLS_CERT and PLAYFRONT_TLS_KEY together, or serves plain HTTP without both", () => {
    writeFileSync(join(dist, "cert.pem"), pem.cert);
    writeFileSync(join(dist, "key.pem"), pem.key);
    const both = tlsFromEnv({
      PLAYFRONT_TLS_CERT: join(dist, "cert.pem"),
      PLAYFRONT_TLS_KEY: join(dist, "key.pem"),
    });
    expect(both?.cert.toString()).toBe(pem.cert);
    expect(both?.key.toString()).toBe(pem.key);
    expect(tlsFromEnv({})).toBeUndefined();
    expect(() => tlsFromEnv({ PLAYFRONT_TLS_CERT: join(dist, "cert.pem") })).toThrow(/both/);
    expect(() => tlsFromEnv({ PLAYFRONT_TLS_KEY: join(dist, "key.pem") })).toThrow(/both/);
  });
});
