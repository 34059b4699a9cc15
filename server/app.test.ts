import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustProxySetting, type PlatformServer } from "./app.ts";
import { listenPlatform } from "./modules/core/test/harness.ts";

describe("reference platform skeleton", () => {
  let app: PlatformServer;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listenPlatform());
  });
  afterAll(() => app.close());

  it("answers /healthz over real HTTP", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown API paths with the envelope and 404", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false, error: "not found", message: "资源不存在" });
  });

  it("believes X-Forwarded-* only from configured proxies (loopback by default)", () => {
    expect(trustProxySetting(undefined)).toBe("loopback");
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("10.0.0.1, 10.0.0.0/8")).toEqual(["10.0.0.1", "10.0.0.0/8"]);
  });
});
