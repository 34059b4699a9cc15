import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type PlatformServer } from "../app.ts";

let app: PlatformServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "playfront-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>");
  writeFileSync(join(dist, "assets", "app-1234.js"), "export {};");
  app = await buildServer({ dbFile: ":memory:", distDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("shell fallback and refusals", () => {
  it("answers page navigations with the shell, files as themselves", async () => {
    for (const url of ["/", "/en/login", "/promotion/promotion-details/3"]) {
      const r = await app.inject({ url, headers: { accept: "text/html" } });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain("<title>shell</title>");
    }
    const dotted = await app.inject({
      url: "/iframe-page/https%3A%2F%2Fexample.com",
      headers: { accept: "text/html,*/*" },
    });
    expect(dotted.body).toContain("shell");
    const js = await app.inject({ url: "/assets/app-1234.js" });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe("export {};");
    expect(js.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("keeps missing files and API paths 404 with the envelope, never the shell", async () => {
    for (const url of ["/assets/app-9999.js", "/missing.png", "/api/nope"]) {
      const r = await app.inject({ url, headers: { "accept-language": "en" } });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual({
        ok: false,
        result: null,
        error: "not found",
        message: "The resource does not exist",
      });
    }
  });

  it("localizes framework refusals: bad JSON 400, unsupported type 415, too large 413", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/api/vipuser/Login",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: "{nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      ok: false,
      message: "Invalid request, check the interface parameters",
    });
    const type = await app.inject({
      method: "POST",
      url: "/api/vipuser/Login",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().message).toBe("不支持的内容类型");
    const big = await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x", description: "y".repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it("answers 405 with Allow for a known path with the wrong method", async () => {
    const r = await app.inject({
      method: "GET",
      url: "/api/vipuser/Login",
      headers: { "accept-language": "en" },
    });
    expect(r.statusCode).toBe(405);
    expect(r.headers.allow).toContain("POST");
    expect(r.json()).toMatchObject({ ok: false, message: "Wrong request method" });
    const param = await app.inject({ method: "DELETE", url: "/api/Activity/GetActivity/3" });
    expect(param.statusCode).toBe(405);
    expect((await app.inject({ method: "DELETE", url: "/api/Activity/Nope/3" })).statusCode).toBe(
      404,
    );
  });
});
