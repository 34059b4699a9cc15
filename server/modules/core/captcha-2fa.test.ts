import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { puzzleX } from "./captcha.ts";
import { freshIp, startHarness, totpAt, type Harness } from "./test/harness.ts";
import { verifyMemberTotp } from "./totp.ts";
import { verifyWithdrawalPassword } from "./reauth.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("slider captcha on the tenant with appIsVerification", () => {
  const host = "lottery.localhost";
  const solve = async (dx = 0) => {
    const c = await h.call("GET", "/api/v3/common/slider-captcha", { host });
    expect(c.json.result.backgroundUrl).toMatch(/^data:image\/png;base64,/);
    const x = (await puzzleX(h.app.platform, c.json.result.captchaId))!;
    return h.call("POST", "/api/v3/common/slider-captcha/verify", {
      host,
      body: { captchaId: c.json.result.captchaId, x: x + dx },
    });
  };

  it("requires a verified token for login and consumes it once", async () => {
    const ip = freshIp();
    const noCaptcha = await h.call("POST", "/api/vipuser/Login", {
      host,
      body: { userName: "demo", passWord: "demo1234" },
      headers: { "x-forwarded-for": ip },
    });
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.json.error).toBe("captcha-required");
    const v = await solve(3);
    expect(v.status).toBe(200);
    const body = {
      userName: "demo",
      passWord: "demo1234",
      captchaToken: v.json.result.captchaToken,
    };
    const ok = await h.call("POST", "/api/vipuser/Login", {
      host,
      body,
      headers: { "x-forwarded-for": ip },
    });
    expect(ok.status).toBe(200);
    const reuse = await h.call("POST", "/api/vipuser/Login", {
      host,
      body,
      headers: { "x-forwarded-for": ip },
    });
    expect(reuse.json.error).toBe("captcha-required");
  });

  it("refuses a wrong position and a second attempt on the same puzzle", async () => {
    expect((await solve(20)).status).toBe(422);
    const c = await h.call("GET", "/api/v3/common/slider-captcha", { host });
    const id = c.json.result.captchaId;
    const x = (await puzzleX(h.app.platform, id))!;
    await h.call("POST", "/api/v3/common/slider-captcha/verify", {
      host,
      body: { captchaId: id, x: x + 50 },
    });
    const retry = await h.call("POST", "/api/v3/common/slider-captcha/verify", {
      host,
      body: { captchaId: id, x },
    });
    expect(retry.status).toBe(422);
    const bad = await h.call("POST", "/api/v3/common/slider-captcha/verify", {
      host,
      body: { captchaId: id, x: "a" },
    });
    expect(bad.status).toBe(422);
  });

  it("requires the captcha at registration too", async () => {
    const body = {
      userName: "lucky01",
      passWord: "abc12345",
      confirmPassWord: "abc12345",
      legalAge: true,
    };
    const r = await h.call("POST", "/api/vipuser/Rigster", {
      host,
      body,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(r.json.error).toBe("captcha-required");
    const v = await solve();
    const ok = await h.call("POST", "/api/vipuser/Rigster", {
      host,
      body: { ...body, captchaToken: v.json.result.captchaToken },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(ok.status).toBe(200);
  });
});

describe("two-factor at login and the seams", () => {
  it("requires the TOTP code once 2FA is on", async () => {
    const token = await h.register("twofa01");
    const qr = await h.call("GET", "/api/VipUser/GenerateQrUri", { token });
    const { secret } = qr.json.result;
    const on = await h.call("POST", "/api/VipUser/EnableAuthenticator", {
      token,
      body: { code: totpAt(secret, h.clock.now), passWord: "abc12345" },
    });
    expect(on.status).toBe(200);
    h.clock.now += 30_000; // the enabling code is used up (a code is accepted once)
    const body = { userName: "twofa01", passWord: "abc12345" };
    const need = await h.call("POST", "/api/vipuser/Login", {
      body,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(need.status).toBe(403);
    expect(need.json.error).toBe("two-factor-required");
    const wrong = await h.call("POST", "/api/vipuser/Login", {
      body: { ...body, code: "000000" === totpAt(secret, h.clock.now) ? "111111" : "000000" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toBe("two-factor-invalid");
    const good = await h.call("POST", "/api/vipuser/Login", {
      body: { ...body, code: totpAt(secret, h.clock.now) },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(good.status).toBe(200);
    const id = good.json.result.id;
    // The login used this step's code; the next step's code is accepted once.
    expect(await verifyMemberTotp(id, totpAt(secret, h.clock.now), h.app.platform)).toBe(false);
    h.clock.now += 30_000;
    expect(await verifyMemberTotp(id, totpAt(secret, h.clock.now), h.app.platform)).toBe(true);
    expect(await verifyMemberTotp(id, undefined, h.app.platform)).toBe(false);
    expect(await verifyWithdrawalPassword(id, "123456", h.app.platform)).toBe(false);
  });

  it("verifyMemberTotp is true for members without 2FA", async () => {
    const id = (
      await h.call("POST", "/api/vipuser/Login", {
        body: { userName: "demo", passWord: "demo1234" },
      })
    ).json.result.id;
    expect(await verifyMemberTotp(id, undefined, h.app.platform)).toBe(true);
  });
});
