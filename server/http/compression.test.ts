import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type PlatformServer } from "../app.ts";

let app: PlatformServer;
let dist: string;
const SCRIPT = `export const big = ${JSON.stringify("x".repeat(4000))};`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "playfront-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>");
  writeFileSync(join(dist, "assets", "app-1234.js"), SCRIPT);
  writeFileSync(join(dist, "assets", "app-1234.js.br"), brotliCompressSync(SCRIPT));
  app = await buildServer({ dbFile: ":memory:", distDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

// An answer the plugin compresses per request (GetGameList compresses its own, ahead).
const API = "/api/Activity/GetActivitysV3?pageIndex=1&pageSize=10";

describe("response compression", () => {
  it("compresses API answers with Brotli or gzip, to the same JSON", async () => {
    const plain = await app.inject({ url: API });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ url: API, headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await app.inject({ url: API, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small answers as they are", async () => {
    const r = await app.inject({ url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.json()).toEqual({ ok: true });
  });

  it("serves the build's precompressed file once, not compressed again", async () => {
    const r = await app.inject({
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "br" },
    });
    expect(r.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });
});
