import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, totpAt, type Harness } from "./test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("guessing secrets from inside a session", () => {
  it("refuses a 6th wrong withdrawal password within 10 minutes with 429, even the right one", async () => {
    const token = await h.register("guess01");
    const set = await h.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "111111", confirmPassWord: "111111" },
    });
    expect(set.status).toBe(200);
    const attempt = (oldPassWord: string) =>
      h.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
        token,
        body: { oldPassWord, newPassWord: "222222", confirmPassWord: "222222" },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`00000${i}`)).status).toBe(422);
    const blocked = await attempt("111111");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
    h.clock.now += 600_001;
    expect((await attempt("111111")).status).toBe(200);
  });

  it("limits wrong TOTP codes at enable the same way", async () => {
    const token = await h.register("guess02");
    const { secret } = (await h.call("GET", "/api/VipUser/GenerateQrUri", { token })).json.result;
    const right = totpAt(secret, h.clock.now);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await h.call("POST", "/api/VipUser/EnableAuthenticator", {
        token,
        body: { code: wrong, passWord: "abc12345" },
      });
      expect(r.status).toBe(422);
    }
    const blocked = await h.call("POST", "/api/VipUser/EnableAuthenticator", {
      token,
      body: { code: right, passWord: "abc12345" },
    });
    expect(blocked.status).toBe(429);
  });

  it("changing the login password ends the member's other sessions, not this one", async () => {
    const token = await h.register("sessions1");
    const other = await h.login("sessions1", "abc12345");
    const r = await h.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "newpass77", confirmPassWord: "newpass77" },
    });
    expect(r.status).toBe(200);
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token })).status).toBe(200);
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token: other })).status).toBe(401);
  });
});
