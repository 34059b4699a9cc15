import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("game catalogue", () => {
  it("lists plate types, platforms and a few hundred slot games with a stable version", async () => {
    const r = await h.call("GET", "/api/Activity/GetGameList");
    const { version, plateTypes, games } = r.json.result;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(plateTypes.map((p: { plateType: string }) => p.plateType)).toEqual([
      "slot",
      "live",
      "sports",
      "lottery",
      "chess",
      "fish",
    ]);
    const slots = games.filter((g: { plateType: string }) => g.plateType === "slot");
    expect(slots.length).toBeGreaterThanOrEqual(200);
    expect(new Set(games.map((g: { gameCode: string }) => g.gameCode)).size).toBe(games.length);
    const again = await h.call("GET", "/api/Activity/GetGameList?plateType=live");
    expect(again.json.result.version).toBe(version);
    expect(
      again.json.result.games.every((g: { plateType: string }) => g.plateType === "live"),
    ).toBe(true);
    expect(again.json.result.games.length).toBe(12);
  });

  it("sends the list compressed to clients that accept it", async () => {
    const res = await h.app.inject({
      url: "/api/Activity/GetGameList",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(20_000);
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { result: { games: [] } };
    expect(body.result.games.length).toBe(349);
    const br = await h.app.inject({
      url: "/api/Activity/GetGameList",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(res.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    const refused = await h.app.inject({
      url: "/api/Activity/GetGameList",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await h.app.inject({ url: "/api/Activity/GetGameList" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(40_000);
    expect(plain.json().result.games.length).toBe(349);
  });

  it("answers 'not modified' without the list for the version the device holds", async () => {
    const { version } = (await h.call("GET", "/api/Activity/GetGameList")).json.result;
    const same = await h.call("GET", `/api/Activity/GetGameList?version=${version}`);
    expect(same.status).toBe(200);
    expect(same.json.result).toEqual({ version, notModified: true });
    // Any other version (an older catalogue, another platform's) gets the whole list.
    const stale = await h.call("GET", "/api/Activity/GetGameList?version=000000000000");
    expect(stale.json.result.notModified).toBeUndefined();
    expect(stale.json.result.version).toBe(version);
    expect(stale.json.result.games.length).toBe(349);
    expect(
      (await h.call("GET", `/api/Activity/GetGameList?version=${"x".repeat(65)}`)).status,
    ).toBe(400);
  });

  it("filters by platform and keyword; refuses unknown plate types", async () => {
    const pg = await h.call("GET", "/api/Activity/GetGameList?platform=pg");
    expect(pg.json.result.games).toHaveLength(70);
    const kw = await h.call("GET", "/api/Activity/GetGameList?keyword=dragon");
    expect(kw.json.result.games.length).toBeGreaterThan(0);
    expect(kw.json.result.games.every((g: { name: string }) => /dragon/i.test(g.name))).toBe(true);
    expect((await h.call("GET", "/api/Activity/GetGameList?plateType=sys")).status).toBe(400);
    expect((await h.call("GET", "/api/Activity/GetGameList?platform=%3Cx%3E")).status).toBe(400);
  });
});

describe("security headers", () => {
  it("sends a strict CSP and the other headers on every response", async () => {
    for (const path of [
      "/healthz",
      "/api/v3/common/site-config",
      "/api/nope",
      "/assets/avatars/1.svg",
    ]) {
      const r = await h.call("GET", path);
      const csp = r.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src 'self' https:");
      // Same host only: 'self' covers this host's websocket, no bare ws:/wss:.
      expect(csp).toMatch(/connect-src 'self'(;| )/);
      expect(csp).not.toMatch(/connect-src[^;]* wss?:/);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(r.headers.get("permissions-policy")).toContain("camera=()");
      expect(r.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(r.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("sends HSTS only over https and no-store on API calls", async () => {
    const r = await h.call("GET", "/api/VipUser/GetUserByUid", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(r.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(r.headers.get("cache-control")).toBe("no-store");
  });

  it("matches paths case-insensitively and answers unknown paths with the envelope", async () => {
    expect((await h.call("GET", "/api/vipuser/getuserbyuid")).status).toBe(401);
    const r = await h.call("GET", "/api/Activity/Nope");
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ ok: false, result: null });
  });
});

describe("analytics sink", () => {
  it("accepts JSON and sendBeacon text/plain, refuses garbage with 400", async () => {
    const json = await h.call("POST", "/api/events", {
      body: { name: "exception", description: "TypeError: x | Home | render", fatal: true },
    });
    expect(json.status).toBe(202);
    const beacon = await h.call("POST", "/api/events", {
      raw: {
        text: JSON.stringify({ name: "exception", description: "x" }),
        type: "text/plain;charset=UTF-8",
      },
    });
    expect(beacon.status).toBe(202);
    const stored = await h.app.platform.db.pluckOne("SELECT COUNT(*) FROM analytics_events");
    expect(stored).toBe(2);
    const garbage = await h.call("POST", "/api/events", {
      raw: { text: "{nope", type: "text/plain" },
    });
    expect(garbage.status).toBe(400);
    const long = await h.call("POST", "/api/events", {
      body: { name: "exception", page: `/iframe-page/${"x".repeat(3000)}` },
    });
    expect(long.status).toBe(202);
    const page = (await h.app.platform.db.pluckOne(
      "SELECT page FROM analytics_events ORDER BY id DESC LIMIT 1",
    )) as string;
    expect(page.length).toBe(500);
    const bad = await h.call("POST", "/api/events", { body: { name: "", fatal: "yes" } });
    expect(bad.status).toBe(422);
  });
});

describe("CDN domain", () => {
  it("goes from the configuration into site config and the CSP; images stay paths", async () => {
    const cdn = await startHarness({ cdnDomain: "cdn1.example.com,https://cdn2.example.com" });
    try {
      const r = await cdn.call("GET", "/api/v3/common/site-config");
      expect(r.json.result.cdnDomain).toBe("cdn1.example.com,https://cdn2.example.com");
      expect(r.json.result.logoUrl).toBe("/assets/tenants/classic/logo.svg");
      expect(r.headers.get("content-security-policy")).toMatch(
        /img-src [^;]*cdn1\.example\.com https:\/\/cdn2\.example\.com/,
      );
      const ping = await cdn.call("GET", "/assets/ping.gif");
      expect(ping.status).toBe(200);
      expect(ping.headers.get("content-type")).toBe("image/gif");
    } finally {
      await cdn.close();
    }
  });
});
