// The password policy of ASVS 5.0 — 8 to 64 characters of any kind, no
// composition rules, and the common breached passwords refused (a list the project ships).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

let n = 0;
const register = (passWord: string) => {
  const userName = `pw${Date.now().toString(36)}${n++}`.slice(0, 16);
  return t.api
    .call("POST", "/api/vipuser/Rigster", {
      json: { userName, passWord, confirmPassWord: passWord, legalAge: true },
      headers: { "x-forwarded-for": freshIp() },
    })
    .then((r) => ({ ...r, userName }));
};

describe("length, not composition", () => {
  it("accepts 8–64 characters of any kind", async () => {
    for (const pw of [
      "correct horse",
      "only-letters-here",
      "ÜberSicher",
      "密码很长很长很长的",
      "🔒🔒🔒🔒🔒🔒🔒🔒",
      "x".repeat(64),
    ]) {
      expect((await register(pw)).status, pw).toBe(200);
    }
  });

  it("refuses 7 characters and 65, with the field's message", async () => {
    for (const pw of ["seven77", "y".repeat(65)]) {
      const r = await register(pw);
      expect(r.status, pw).toBe(422);
      expect(JSON.stringify(r.body.error)).toContain("8–64");
    }
  });

  it("the demo member's 8-character password still logs in", async () => {
    expect((await t.login("demo", "demo1234")).token).toBeTruthy();
  });
});

describe("common breached passwords", () => {
  it("are refused at registration (any case) and nothing is created", async () => {
    for (const pw of ["password1", "PassWord123", "12345678", "qwertyuiop", "iloveyou"]) {
      const r = await register(pw);
      expect(r.status, pw).toBe(422);
      expect(r.body.message).toBe("This password is too common, choose another");
      const login = await t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: r.userName, passWord: pw },
        headers: { "x-forwarded-for": freshIp() },
      });
      expect(login.status).toBe(422);
    }
  });

  it("are refused as a new password; the old one keeps working", async () => {
    const m = await t.member();
    const r = await t.api.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
      token: m.token,
      json: { oldPassWord: m.passWord, newPassWord: "Qwerty123", confirmPassWord: "Qwerty123" },
      lang: "zh-hans",
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe("该密码过于常见，请换一个");
    expect((await t.login(m.userName, m.passWord)).token).toBeTruthy();
  });
});
