import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, totpAt, type Harness } from "./test/harness.ts";
import { verifyWithdrawalPassword } from "./reauth.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const userCount = async () => await h.app.platform.db.all("SELECT * FROM users ORDER BY id");

describe("member info", () => {
  it("GetUserByUid and user-by-uid answer the same user info", async () => {
    const token = await h.login();
    const a = await h.call("GET", "/api/VipUser/GetUserByUid", { token });
    const b = await h.call("GET", "/api/v3/vip-user/user-by-uid", { token });
    expect(a.status).toBe(200);
    expect(a.json.result).toEqual(b.json.result);
    expect(a.json.result).toMatchObject({
      userName: "demo",
      realName: "",
      twoFactorEnabled: false,
      nickname: "Demo",
      fullAvata: "/assets/avatars/1.svg",
    });
    expect(a.headers.get("cache-control")).toBe("no-store");
  });

  it("every member call refuses a missing token with 401 and changes nothing", async () => {
    const before = await userCount();
    for (const [method, path, body] of [
      ["GET", "/api/VipUser/GetUserByUid"],
      ["POST", "/api/VipUser/BindVipInfo", { phone: "123456789" }],
      [
        "POST",
        "/api/VipUser/v2/ChangeUserPwd",
        { oldPassWord: "demo1234", newPassWord: "abc12345", confirmPassWord: "abc12345" },
      ],
      [
        "POST",
        "/api/VipUser/v2/ChangePwdMoney",
        { oldPassWord: "demo1234", newPassWord: "123456", confirmPassWord: "123456" },
      ],
      ["GET", "/api/VipUser/GenerateQrUri"],
      ["POST", "/api/VipUser/EnableAuthenticator", { code: "123456" }],
      ["POST", "/api/VipUser/DisableAuthenticator", { code: "123456" }],
      ["PUT", "/api/v3/vip-user/user-avatar", { avatar: "/assets/avatars/2.svg" }],
      ["PUT", "/api/v3/vip-user/user-nick-name", { nickname: "x" }],
    ] as const) {
      const r = await h.call(method, path, { body });
      expect(r.status, path).toBe(401);
    }
    expect(await userCount()).toEqual(before);
  });
});

describe("BindVipInfo", () => {
  it("sets real name once; phone and email with the login password", async () => {
    const token = await h.register("binder1");
    const r = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: {
        realName: "王小明",
        phone: "+86 138 0000 0000",
        email: "a@example.com",
        passWord: "abc12345",
      },
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({ realName: "王小明", email: "a@example.com" });
    const change = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { realName: "Other" },
    });
    expect(change.status).toBe(403);
    const phone = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { phone: "5550001", passWord: "abc12345" },
    });
    expect(phone.json.result).toMatchObject({ realName: "王小明", phone: "5550001" });
  });

  it("changing phone or email without the login password, or with a wrong one, changes nothing", async () => {
    const token = await h.register("binder3");
    const info = async () =>
      (await h.call("GET", "/api/VipUser/GetUserByUid", { token })).json.result as {
        phone: string;
        email: string;
        realName: string;
      };
    const missing = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { realName: "Li Lei", phone: "5550002" },
    });
    expect([missing.status, missing.json.error, missing.json.message]).toEqual([
      403,
      "reauthentication-required",
      "Enter your login password to confirm",
    ]);
    const wrong = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { email: "b@example.com", passWord: "not-mine-123" },
      lang: "zh-hans",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe("登录密码错误");
    expect(wrong.json.error).toEqual({ passWord: ["登录密码错误"] });
    // Neither the real name sent with the phone nor the phone or email changed.
    expect(await info()).toMatchObject({ realName: "", phone: "", email: "" });
    // The real name alone needs no password, nor sending the phone it already has.
    const name = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { realName: "Li Lei" },
    });
    expect(name.status).toBe(200);
    const same = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { phone: "5550003", passWord: "abc12345" },
    });
    expect(same.status).toBe(200);
    const again = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { phone: "5550003" },
    });
    expect(again.status).toBe(200);
  });

  it("refuses empty and invalid fields with 422", async () => {
    const token = await h.register("binder2");
    expect((await h.call("POST", "/api/VipUser/BindVipInfo", { token, body: {} })).status).toBe(
      422,
    );
    const bad = await h.call("POST", "/api/VipUser/BindVipInfo", {
      token,
      body: { email: "nope" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe("Enter a valid email address");
    expect(
      (await h.call("POST", "/api/VipUser/BindVipInfo", { token, body: { phone: "abc" } })).status,
    ).toBe(422);
  });
});

describe("passwords", () => {
  it("changes the login password only with the current one", async () => {
    const token = await h.register("pwduser1");
    const wrong = await h.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
      token,
      body: { oldPassWord: "wrong123", newPassWord: "newpass99", confirmPassWord: "newpass99" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toHaveProperty("oldPassWord");
    const weak = await h.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "short", confirmPassWord: "short" },
    });
    expect(weak.status).toBe(422);
    const ok = await h.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "newpass99", confirmPassWord: "newpass99" },
    });
    expect(ok.status).toBe(200);
    await expect(h.login("pwduser1", "abc12345")).rejects.toThrow();
    await expect(h.login("pwduser1", "newpass99")).resolves.toBeTruthy();
  });

  it("sets the withdrawal password with the login password, then changes it with itself", async () => {
    const token = await h.register("wdpwd01");
    const id = (await h.call("GET", "/api/VipUser/GetUserByUid", { token })).json.result.id;
    const notDigits = await h.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "abcdef", confirmPassWord: "abcdef" },
    });
    expect(notDigits.status).toBe(422);
    expect(notDigits.json.message).toMatch(/6 digits/);
    const set = await h.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "246810", confirmPassWord: "246810" },
    });
    expect(set.status).toBe(200);
    expect(await verifyWithdrawalPassword(id, "246810", h.app.platform)).toBe(true);
    const info = await h.call("GET", "/api/VipUser/GetUserByUid", { token });
    expect(info.json.result.hasWithdrawalPassword).toBe(true);
    const withLogin = await h.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
      token,
      body: { oldPassWord: "abc12345", newPassWord: "135790", confirmPassWord: "135790" },
    });
    expect(withLogin.status).toBe(422);
    const change = await h.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
      token,
      body: { oldPassWord: "246810", newPassWord: "135790", confirmPassWord: "135790" },
    });
    expect(change.status).toBe(200);
    expect(await verifyWithdrawalPassword(id, "246810", h.app.platform)).toBe(false);
    expect(await verifyWithdrawalPassword(id, "135790", h.app.platform)).toBe(true);
  });
});

describe("authenticator", () => {
  it("generates a QR URI, enables with a code, refuses re-enable, disables with a code", async () => {
    const token = await h.register("totp01");
    const noQr = await h.call("POST", "/api/VipUser/EnableAuthenticator", {
      token,
      body: { code: "123456", passWord: "abc12345" },
    });
    expect(noQr.status).toBe(422);
    const qr = await h.call("GET", "/api/VipUser/GenerateQrUri", { token });
    expect(qr.json.result.qrUri).toMatch(/^otpauth:\/\/totp\/Crown%20Classic:totp01\?secret=/);
    const secret: string = qr.json.result.secret;
    const code = totpAt(secret, h.clock.now);
    const wrong = await h.call("POST", "/api/VipUser/EnableAuthenticator", {
      token,
      body: { code: code === "000000" ? "111111" : "000000", passWord: "abc12345" },
    });
    expect(wrong.status).toBe(422);
    expect(
      (
        await h.call("POST", "/api/VipUser/EnableAuthenticator", {
          token,
          body: { code: "12", passWord: "abc12345" },
        })
      ).status,
    ).toBe(422);
    // Code and re-authentication in the body; a code in the URL is refused (it reaches logs).
    const inUrl = await h.call("POST", `/api/VipUser/EnableAuthenticator?code=${code}`, {
      token,
      body: { code, passWord: "abc12345" },
    });
    expect(inUrl.status).toBe(400);
    const on = await h.call("POST", "/api/VipUser/EnableAuthenticator", {
      token,
      body: { code, passWord: "abc12345" },
    });
    expect(on.status).toBe(200);
    const info = await h.call("GET", "/api/VipUser/GetUserByUid", { token });
    expect(info.json.result.twoFactorEnabled).toBe(true);
    expect((await h.call("GET", "/api/VipUser/GenerateQrUri", { token })).status).toBe(403);
    h.clock.now += 90_000;
    const offWrong = await h.call("POST", "/api/VipUser/DisableAuthenticator", {
      token,
      body: { code },
    });
    expect(offWrong.status).toBe(422);
    const off = await h.call("POST", "/api/VipUser/DisableAuthenticator", {
      token,
      body: { code: totpAt(secret, h.clock.now) },
    });
    expect(off.status).toBe(200);
    expect(
      (await h.call("POST", "/api/VipUser/DisableAuthenticator", { token, body: { code } })).status,
    ).toBe(403);
  });
});

describe("avatar and nickname", () => {
  it("sets an offered avatar and refuses others", async () => {
    const token = await h.register("face01");
    const r = await h.call("PUT", "/api/v3/vip-user/user-avatar", {
      token,
      body: { avatar: "/assets/avatars/5.svg" },
    });
    expect(r.json.result).toMatchObject({
      avatar: "/assets/avatars/5.svg",
      fullAvata: "/assets/avatars/5.svg",
    });
    for (const avatar of ["https://evil.example/x.svg", "/assets/avatars/99.svg", ""]) {
      expect(
        (await h.call("PUT", "/api/v3/vip-user/user-avatar", { token, body: { avatar } })).status,
      ).toBe(422);
    }
  });

  it("sets a nickname and refuses empty, long or markup ones", async () => {
    const token = await h.register("nick01");
    const r = await h.call("PUT", "/api/v3/vip-user/user-nick-name", {
      token,
      body: { nickname: " 小明 " },
    });
    expect(r.json.result.nickname).toBe("小明");
    for (const nickname of ["", "   ", "x".repeat(21), "<b>hi</b>", 42]) {
      const bad = await h.call("PUT", "/api/v3/vip-user/user-nick-name", {
        token,
        body: { nickname },
      });
      expect(bad.status).toBe(422);
    }
    const info = await h.call("GET", "/api/v3/vip-user/user-by-uid", { token });
    expect(info.json.result.nickname).toBe("小明");
  });
});
