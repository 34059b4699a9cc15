// Game access outlived logout and password change (a ticket not yet used still
// opened a session, and an open session kept betting for its 2 hours), and the demo game's API
// answered `Access-Control-Allow-Origin: *`. Tickets and game sessions now belong to the login
// session; CORS answers only the app's own origin and the opaque origin of its sandboxed frame.
import CryptoJS from "crypto-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

async function ticket(token: string) {
  const r = await t.api.call("POST", "/api/VipUser/GetGameUrlV2", {
    token,
    json: { plateType: "slot" },
  });
  expect(r.status).toBe(200);
  const plain = CryptoJS.AES.decrypt(String(r.body.result), t.app.platform.config.encryptionKey);
  const { url } = JSON.parse(plain.toString(CryptoJS.enc.Utf8)) as { url: string };
  return new URL(url, "http://x").searchParams.get("t")!;
}
const open = (tk: string) =>
  t.api.call<{ session: string }>("POST", "/demo-game/api/open", { json: { ticket: tk } });
const round = (session: string) =>
  t.api.call("POST", "/demo-game/api/round", {
    json: { session, bet: "1.00" },
    headers: { "idempotency-key": `k-${Math.random().toString(36).slice(2)}` },
  });
const state = (session: string) =>
  t.api.call("POST", "/demo-game/api/state", { json: { session } });

async function openSession(token: string) {
  const o = await open(await ticket(token));
  expect(o.status).toBe(200);
  return o.body.result.session;
}

describe("game tickets and sessions end with the login session", () => {
  it("logout: an unused ticket opens nothing, an open session stops", async () => {
    const m = await t.member();
    const unused = await ticket(m.token);
    const session = await openSession(m.token);
    expect((await state(session)).status).toBe(200);
    await t.api.call("POST", "/api/vipuser/Logout", { token: m.token });
    expect((await open(unused)).status).toBe(403);
    expect((await state(session)).status).toBe(403);
    const bet = await round(session);
    expect(bet.status).toBe(403);
    expect(bet.body.message).toMatch(/session has ended/);
  });

  it("password change: the same login's tickets and sessions end too", async () => {
    const m = await t.member();
    const unused = await ticket(m.token);
    const session = await openSession(m.token);
    const other = await t.login(m.userName, m.passWord);
    const otherSession = await openSession(other.token);
    const changed = await t.api.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
      token: m.token,
      json: {
        oldPassWord: m.passWord,
        newPassWord: "fresh-lantern-42",
        confirmPassWord: "fresh-lantern-42",
      },
    });
    expect(changed.status).toBe(200);
    expect((await open(unused)).status).toBe(403);
    expect((await round(session)).status).toBe(403);
    expect((await round(otherSession)).status).toBe(403);
    // The member, still logged in, opens a new game.
    expect((await state(await openSession(m.token))).status).toBe(200);
  });

  it("the login's absolute lifetime ends an open session", async () => {
    const m = await t.member();
    const started = t.clock.now;
    // Kept refreshed to a minute before the login's end, then a game is opened (its own 2 hours
    // are far from over when the login's 30 days are).
    let token = m.token;
    while (t.clock.now + 6 * 86_400_000 < started + t.app.platform.config.sessionLifetimeMs) {
      t.clock.now += 6 * 86_400_000;
      const r = await t.api.call<{ token: string }>("POST", "/api/vipuser/RefreshToken", { token });
      expect(r.status).toBe(200);
      token = r.body.result.token;
    }
    t.clock.now = started + t.app.platform.config.sessionLifetimeMs - 60_000;
    const last = await t.api.call<{ token: string }>("POST", "/api/vipuser/RefreshToken", {
      token,
    });
    const session = await openSession(last.body.result.token);
    expect((await state(session)).status).toBe(200);
    t.clock.now += 61_000;
    expect((await state(session)).status).toBe(403);
  });
});

describe("the demo game's CORS", () => {
  const origins = (origin: string) =>
    t.api.call("OPTIONS", "/demo-game/api/round", {
      headers: { origin, "access-control-request-method": "POST" },
    });

  it("answers the app's origin and its sandboxed frame, never another site, never *", async () => {
    const a = t.app.server.address();
    const app = `http://elec.localhost:${typeof a === "object" && a ? a.port : 0}`;
    expect((await origins(app)).headers["access-control-allow-origin"]).toBe(app);
    const evil = await origins("https://evil.example");
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
    const framed = await origins("null");
    expect(framed.headers["access-control-allow-origin"]).toBe("null");
    const post = await t.api.call("POST", "/demo-game/api/state", {
      json: { session: "x".repeat(20) },
      headers: { origin: "https://evil.example" },
    });
    expect(post.headers["access-control-allow-origin"]).toBeUndefined();
    expect(JSON.stringify(post.headers)).not.toContain('"*"');
  });
});
