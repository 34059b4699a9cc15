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
  t.api.call<{ token: string; expiresAt: string }>("POST", "/api/vipuser/RefreshToken", {
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

describe("one successor per token", () => {
  it("parallel and repeated refreshes of one token within its window yield one live token", async () => {
    const { token: old } = await t.login();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(old)));
    // A later refresh of the replaced token (a second tab, seconds after) too.
    t.clock.now += 20_000;
    answers.push(await refresh(old));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const tokens = new Set(answers.map((a) => a.body.result.token));
    expect(tokens.size).toBe(1);
    const [next] = tokens;
    expect((await me(next!)).status).toBe(200);
    // The successor refreshes on into its own one successor.
    const again = await Promise.all([refresh(next!), refresh(next!), refresh(old)]);
    expect(again[0]!.body.result.token).toBe(again[1]!.body.result.token);
    // The old token's successor is the token just replaced: it answers 402, not a new session.
    expect(again[2]!.body.result.token).toBe(next);
    expect((await me(next!)).status).toBe(402);
  });

  it("expiry and refresh window of a successor are the session's, not renewed by a repeat", async () => {
    const { token: old } = await t.login();
    const first = await refresh(old);
    t.clock.now += 10_000;
    const repeat = await refresh(old);
    expect(repeat.body.result.token).toBe(first.body.result.token);
    expect(repeat.body.result.expiresAt).toBe(first.body.result.expiresAt);
  });
});
