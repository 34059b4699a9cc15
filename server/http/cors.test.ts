// CORS over real HTTP (PLAYFRONT_CORS_ORIGINS): the app on another origin than the API, as
// deploy/README.md sets it up. Preflights pass for listed origins only; other origins get no CORS
// header; the tenant follows the page's origin; refusals carry the headers too; the chat socket
// accepts a listed origin. And addresses the platform builds keep a proxy's forwarded port.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatGuestInfo } from "../../src/api/contract/chat.ts";
import type { SiteConfig } from "../../src/api/contract/common.ts";
import { type PlatformServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { client } from "../modules/chat/test-client.ts";
import { CORS_ALLOW_HEADERS } from "./cors.ts";
import { listenPlatform } from "../modules/core/test/harness.ts";

const APP = "https://elec.localhost:8443"; // the app's origin (the elec tenant's host)
const API_HOST = "api.localhost"; // the API's host, no tenant's name

describe("CORS for an app on another origin", () => {
  let app: PlatformServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    const platform = await listenPlatform({
      config: { corsOrigins: [APP, "https://other.example.com"] },
    });
    app = platform.app;
    api = client(platform.port, API_HOST);
  });
  afterAll(async () => {
    await app.close();
  });

  const preflight = (origin: string) =>
    api.call("OPTIONS", "/api/vipuser/Login", {
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,idempotency-key",
      },
    });

  it("answers a listed origin's preflight with the methods and headers the app uses", async () => {
    const r = await preflight(APP);
    expect(r.status).toBe(204);
    expect(r.headers["access-control-allow-origin"]).toBe(APP);
    expect(r.headers["access-control-allow-methods"]).toContain("POST");
    expect(r.headers["access-control-allow-headers"]).toBe(CORS_ALLOW_HEADERS);
    expect(r.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(r.headers.vary)).toMatch(/origin/i);
  });

  it("gives an origin not on the list no CORS header, on a preflight or a request", async () => {
    for (const origin of ["https://evil.example.com", "https://elec.localhost:8444", "null"]) {
      const pre = await preflight(origin);
      expect(pre.status).not.toBe(204);
      expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
      const get = await api.call("GET", "/api/v3/common/site-config", { headers: { origin } });
      expect(get.status).toBe(200);
      expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("reads the list exactly: no look-alike of a listed origin gets a header", async () => {
    const port = new URL(APP).port;
    const tricks = [
      `${APP}.evil.example`, // suffix
      `https://evil.example/${APP}`, // path holding the origin
      `https://xelec.localhost:${port}`, // prefix
      `https://sub.elec.localhost:${port}`, // subdomain
      `https://user@elec.localhost:${port}`, // userinfo
      `${APP}/`, // trailing slash
      APP.toUpperCase(), // case
      `http://elec.localhost:${port}`, // scheme
      "https://elec.localhost", // default port
      `https://elec.localhost:0${port}`, // padded port
      `${APP}, https://evil.example`, // two origins
      `https://evil.example, ${APP}`,
      `${APP}%00`, // escaped NUL
      "*",
      "null",
      "",
    ];
    for (const origin of tricks) {
      for (const r of [
        await preflight(origin),
        await api.call("GET", "/api/v3/common/site-config", { headers: { origin } }),
      ]) {
        expect(r.headers["access-control-allow-origin"], origin).toBeUndefined();
      }
    }
  });

  it("puts no CORS header on what is not the API", async () => {
    for (const path of ["/", "/healthz", "/runtime-config.json"]) {
      const r = await api.call("GET", path, { headers: { origin: APP } });
      expect(r.headers["access-control-allow-origin"], path).toBeUndefined();
    }
    const pre = await api.call("OPTIONS", "/healthz", {
      headers: { origin: APP, "access-control-request-method": "GET" },
    });
    expect(pre.status).not.toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("picks the tenant by the listed page origin, not by the API's host", async () => {
    const cross = await api.call<SiteConfig>("GET", "/api/v3/common/site-config", {
      headers: { origin: APP },
    });
    expect(cross.headers["access-control-allow-origin"]).toBe(APP);
    expect(cross.body.result.companyStyle).toBe("elec");
    // An unlisted origin cannot choose: the host decides (api.localhost → the default tenant).
    const other = await api.call<SiteConfig>("GET", "/api/v3/common/site-config", {
      headers: { origin: "https://elec.evil.example" },
    });
    expect(other.body.result.companyStyle).toBe("classic");
  });

  it("lets a listed origin read refusals: a 401 and a wrong password, localized", async () => {
    const expired = await api.call("GET", "/api/VipUser/GetUserByUid", {
      token: "not-a-session",
      headers: { origin: APP },
    });
    const wrong = await api.call("POST", "/api/vipuser/Login", {
      json: { userName: "demo", passWord: "wrong-password" },
      headers: { origin: APP },
    });
    expect([expired.status, wrong.status]).toEqual([401, 422]);
    for (const r of [expired, wrong]) {
      expect(r.headers["access-control-allow-origin"]).toBe(APP);
      expect(r.body.message).not.toBe("");
    }
  });

  it("opens the chat socket for a listed origin and refuses another", async () => {
    const visit = `dev-${Math.random().toString(36).slice(2, 12)}`;
    const r = await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${visit}`, {
      headers: { origin: APP },
    });
    // The socket is on the API's host, where the page must connect.
    expect(new URL(r.body.result.connect.server).host).toMatch(/^api\.localhost:\d+$/);
    const ok = api.socket(r.body.result.connect.server, APP);
    await ok.opened;
    ok.ws.close();
    const again = await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${visit}`, {
      headers: { origin: APP },
    });
    const refused = api.socket(again.body.result.connect.server, "https://evil.example.com");
    await expect(refused.opened).rejects.toThrow(/403/);
  });
});

describe("addresses behind a proxy", () => {
  let app: PlatformServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    const platform = await listenPlatform();
    app = platform.app;
    api = client(platform.port, "elec.localhost");
  });
  afterAll(() => app.close());

  it("keeps the forwarded host's port in the chat server address", async () => {
    const r = await api.call<ChatGuestInfo>("GET", "/api/v3/common/init/dev-proxied01", {
      headers: { "x-forwarded-host": "elec.localhost:18443", "x-forwarded-proto": "https" },
    });
    expect(r.body.result.connect.server).toMatch(
      /^wss:\/\/elec\.localhost:18443\/api\/v3\/vip-im\/ws\?ticket=/,
    );
  });
});

describe("PLAYFRONT_CORS_ORIGINS", () => {
  it("takes exact origins and refuses a wildcard, a path or a trailing slash", () => {
    expect(
      loadConfig({ PLAYFRONT_CORS_ORIGINS: "https://a.example.com, http://localhost:5173" })
        .PLAYFRONT_CORS_ORIGINS,
    ).toEqual(["https://a.example.com", "http://localhost:5173"]);
    expect(loadConfig({}).PLAYFRONT_CORS_ORIGINS).toEqual([]);
    for (const bad of ["*", "https://*.example.com", "https://a.example.com/", "a.example.com"])
      expect(() => loadConfig({ PLAYFRONT_CORS_ORIGINS: bad })).toThrow(/PLAYFRONT_CORS_ORIGINS/);
  });
});
