import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, startHarness, type Harness } from "./test/harness.ts";

let h: Harness;
const TTL = 60;
const GRACE = 600;
beforeAll(async () => {
  h = await startHarness({ accessTokenTtlSec: TTL, refreshGraceSec: GRACE });
});
afterAll(() => h.close());

describe("login", () => {
  it("logs the demo member in with id, token, balance and expiry", async () => {
    const r = await h.call("POST", "/api/vipuser/Login", {
      body: { userName: "demo", passWord: "demo1234" },
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({
      id: expect.any(Number),
      token: expect.stringMatching(/^[\w-]{40,}$/),
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(Date.parse(r.json.result.expiresAt)).toBe(h.clock.now + TTL * 1000);
    expect(r.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses wrong credentials with 422 and a localized message", async () => {
    const en = await h.call("POST", "/api/vipuser/Login", {
      body: { userName: "demo", passWord: "nope1234" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(en.status).toBe(422);
    expect(en.json).toMatchObject({
      ok: false,
      error: "bad-credentials",
      message: "Wrong username or password",
    });
    const zh = await h.call("POST", "/api/vipuser/Login", {
      body: { userName: "ghost", passWord: "x" },
      lang: "zh-hans",
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(zh.json.message).toBe("用户名或密码错误");
  });

  it("rate-limits 10 failures per minute per IP and user with 429, even for the right password", async () => {
    const ip = freshIp();
    const attempt = (passWord: string) =>
      h.call("POST", "/api/vipuser/Login", {
        body: { userName: "demo", passWord },
        headers: { "x-forwarded-for": ip },
      });
    for (let i = 0; i < 10; i++) expect((await attempt("wrong000")).status).toBe(422);
    const blocked = await attempt("demo1234");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
    expect(blocked.json.message).toMatch(/Too many/);
    // Another IP is not affected; after a minute the first one may try again.
    const other = await h.call("POST", "/api/vipuser/Login", {
      body: { userName: "demo", passWord: "demo1234" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(other.status).toBe(200);
    h.clock.now += 61_000;
    expect((await attempt("demo1234")).status).toBe(200);
  });

  it("past 30 failures a minute on one account, every address must solve the puzzle", async () => {
    const token = await h.register("target01");
    expect(token).toBeTruthy();
    const attempt = (passWord: string) =>
      h.call("POST", "/api/vipuser/Login", {
        body: { userName: "target01", passWord },
        headers: { "x-forwarded-for": freshIp() },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(`wrong${i}aa`)).status).toBe(422);
    expect((await attempt("abc12345")).json.error).toBe("captcha-required");
    h.clock.now += 61_000;
    expect((await attempt("abc12345")).status).toBe(200);
  });

  it("refuses malformed bodies with 400/422, never 5xx", async () => {
    const arr = await h.call("POST", "/api/vipuser/Login", { body: [1, 2] });
    expect(arr.status).toBe(400);
    const missing = await h.call("POST", "/api/vipuser/Login", { body: { userName: "demo" } });
    expect(missing.status).toBe(422);
    expect(missing.json.error).toHaveProperty("passWord");
    const broken = await h.call("POST", "/api/vipuser/Login", {
      raw: { text: "{userName:", type: "application/json" },
    });
    expect(broken.status).toBe(400);
  });
});

describe("register", () => {
  it("creates the member and logs in; duplicate names (any case) are refused", async () => {
    const body = {
      userName: "Player01",
      passWord: "abc12345",
      confirmPassWord: "abc12345",
      realName: "Li Lei",
      legalAge: true,
    };
    const r = await h.call("POST", "/api/vipuser/Rigster", {
      body,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({ token: expect.any(String), balance: "0.00" });
    const info = await h.call("GET", "/api/VipUser/GetUserByUid", { token: r.json.result.token });
    expect(info.json.result).toMatchObject({ userName: "Player01", realName: "Li Lei" });
    const dup = await h.call("POST", "/api/vipuser/Rigster", {
      body: { ...body, userName: "player01" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(dup.status).toBe(422);
    expect(dup.json.error).toBe("user-name-taken");
    // Same name in another tenant is fine.
    const other = await h.call("POST", "/api/vipuser/Rigster", {
      body,
      host: "tq.localhost",
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(other.status).toBe(200);
  });

  it.each([
    [{ userName: "ab" }, "userName"],
    [{ userName: "1abcd" }, "userName"],
    [{ userName: "abc<d>" }, "userName"],
    [{ passWord: "abcdef", confirmPassWord: "abcdef" }, "passWord"],
    [{ passWord: "123456", confirmPassWord: "123456" }, "passWord"],
    [{ confirmPassWord: "zzz12345" }, "confirmPassWord"],
    [{ legalAge: false }, "legalAge"],
    [{ legalAge: undefined }, "legalAge"],
    [{ realName: "<script>" }, "realName"],
  ])("refuses %o on field %s with 422", async (patch, field) => {
    const body = {
      userName: "newbie1",
      passWord: "abc12345",
      confirmPassWord: "abc12345",
      legalAge: true,
      ...patch,
    };
    const r = await h.call("POST", "/api/vipuser/Rigster", {
      body,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(r.status).toBe(422);
    expect(r.json.error).toHaveProperty(field);
    expect(r.json.message.length).toBeGreaterThan(5);
    const exists = await h.app.platform.db.pluckOne(
      "SELECT COUNT(*) FROM users WHERE user_name_lc = 'newbie1'",
    );
    expect(exists).toBe(0);
  });

  it("two concurrent registrations of one name: one succeeds, the other is refused (no 5xx)", async () => {
    const body = {
      userName: "racer01",
      passWord: "abc12345",
      confirmPassWord: "abc12345",
      legalAge: true,
    };
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        h.call("POST", "/api/vipuser/Rigster", { body, headers: { "x-forwarded-for": freshIp() } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422]);
    expect(
      results.filter((r) => r.status === 422).every((r) => r.json.error === "user-name-taken"),
    ).toBe(true);
  });

  it("limits registrations per IP with 429", async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const r = await h.call("POST", "/api/vipuser/Rigster", {
        body: {
          userName: `bulk${i}x`,
          passWord: "abc12345",
          confirmPassWord: "abc12345",
          legalAge: true,
        },
        headers: { "x-forwarded-for": ip },
      });
      last = r.status;
    }
    expect(last).toBe(429);
  });
});

describe("tokens: 402 in the grace window, then 401; refresh and logout", () => {
  it("answers 402 after expiry, refresh gives a new token and kills the old one", async () => {
    const token = await h.login();
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token })).status).toBe(200);
    h.clock.now += (TTL + 1) * 1000;
    const expired = await h.call("GET", "/api/VipUser/GetUserByUid", { token });
    expect(expired.status).toBe(402);
    expect(expired.json.error).toBe("token-expired");
    const refreshed = await h.call("POST", "/api/vipuser/RefreshToken", { token });
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.json.result.token;
    expect(fresh).not.toBe(token);
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token: fresh })).status).toBe(200);
    // The replaced token answers 402 (a request in flight retries with the new token); another
    // tab may refresh it too for 30 s (getting the same successor), later never; past its grace
    // window it is 401.
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token })).status).toBe(402);
    h.clock.now += 10_000;
    const otherTab = await h.call("POST", "/api/vipuser/RefreshToken", { token });
    expect(otherTab.status).toBe(200);
    expect(otherTab.json.result.token).toBe(fresh);
    h.clock.now += 25_000;
    expect((await h.call("POST", "/api/vipuser/RefreshToken", { token })).status).toBe(401);
    h.clock.now += GRACE * 1000;
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token })).status).toBe(401);
  });

  it("answers 401 past the grace window, for unknown tokens and without a token", async () => {
    const token = await h.login();
    h.clock.now += (TTL + GRACE + 1) * 1000;
    const dead = await h.call("GET", "/api/VipUser/GetUserByUid", { token });
    expect(dead.status).toBe(401);
    expect(dead.json.message).toMatch(/log in again/);
    expect((await h.call("POST", "/api/vipuser/RefreshToken", { token })).status).toBe(401);
    expect(
      (await h.call("GET", "/api/VipUser/GetUserByUid", { token: "x".repeat(43) })).status,
    ).toBe(401);
    expect((await h.call("GET", "/api/VipUser/GetUserByUid")).status).toBe(401);
    expect((await h.call("POST", "/api/vipuser/RefreshToken")).status).toBe(401);
  });

  it("a token belongs to its tenant", async () => {
    const token = await h.login("demo", "demo1234", "elec.localhost");
    expect(
      (await h.call("GET", "/api/VipUser/GetUserByUid", { token, host: "elec.localhost" })).status,
    ).toBe(200);
    expect(
      (await h.call("GET", "/api/VipUser/GetUserByUid", { token, host: "tq.localhost" })).status,
    ).toBe(401);
  });

  it("logout revokes the token", async () => {
    const token = await h.login();
    expect((await h.call("POST", "/api/vipuser/Logout", { token })).json.result).toBe(true);
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token })).status).toBe(401);
    expect((await h.call("POST", "/api/vipuser/Logout")).status).toBe(200);
  });
});
