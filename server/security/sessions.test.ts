// A session has an absolute lifetime (30 days from the login) that refreshing
// cannot extend; a refresh rotates the token and the old one dies at once, apart from a short
// grace for requests already in flight, and never survives a logout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  // One-hour tokens with a 7-day refresh window, as the platform's defaults.
  t = await startTarget({ accessTokenTtlSec: 3600, refreshGraceSec: 7 * 24 * 3600 });
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const refresh = (token: string) =>
  t.api.call<{ token: string }>("POST", "/api/vipuser/RefreshToken", {
    token,
    headers: { "x-forwarded-for": freshIp() },
  });
const me = (token: string) => t.api.call("GET", "/api/VipUser/GetUserByUid", { token });

describe("absolute session lifetime", () => {
  it("refreshing every 6 days keeps a session for 30 days, not one day more", async () => {
    let { token } = await t.login();
    const start = t.clock.now;
    while (t.clock.now + 6 * DAY < start + 30 * DAY) {
      t.clock.now += 6 * DAY;
      const r = await refresh(token);
      expect(r.status).toBe(200);
      token = r.body.result.token;
    }
    // No token of the session outlives the 30 days, however recently it was refreshed.
    t.clock.now = start + 30 * DAY;
    expect((await me(token)).status).toBe(401);
    const late = await refresh(token);
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/log in again/);
  });
});

describe("rotation on refresh", () => {
  it("the old token answers 402 for in-flight requests, then is dead", async () => {
    const { token: old } = await t.login();
    const r = await refresh(old);
    expect(r.status).toBe(200);
    expect((await me(old)).status).toBe(402);
    expect((await me(r.body.result.token)).status).toBe(200);
    t.clock.now += 31_000;
    expect((await me(old)).status).toBe(401);
    expect((await refresh(old)).status).toBe(401);
    expect((await me(r.body.result.token)).status).toBe(200);
  });

  it("after logout no token of the session works, not even one rotated seconds ago", async () => {
    const { token: old } = await t.login();
    const next = (await refresh(old)).body.result.token;
    const out = await t.api.call("POST", "/api/vipuser/Logout", { token: next });
    expect(out.status).toBe(200);
    expect((await refresh(old)).status).toBe(401);
    expect((await me(old)).status).toBe(401);
    expect((await me(next)).status).toBe(401);
  });

  it("logging out with the old token also ends the rotated one", async () => {
    const { token: old } = await t.login();
    const next = (await refresh(old)).body.result.token;
    await t.api.call("POST", "/api/vipuser/Logout", { token: old });
    expect((await me(next)).status).toBe(401);
  });
});
