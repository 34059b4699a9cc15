// Issue 18 item 6 (in part): a stolen session must not be enough to take over the second factor.
// Turning 2FA on asks for the login password in the same request (turning it off asks for a
// current code); without it nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTarget, totpAt, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

const twoFactorOn = async (token: string) =>
  (
    await t.api.call<{ twoFactorEnabled: boolean }>("GET", "/api/VipUser/GetUserByUid", {
      token,
    })
  ).body.result.twoFactorEnabled;

describe("turning two-factor on needs the login password", () => {
  it("refuses without it and with a wrong one, localized; 2FA stays off", async () => {
    const m = await t.member();
    const qr = await t.api.call<{ secret: string }>("GET", "/api/VipUser/GenerateQrUri", {
      token: m.token,
    });
    const code = () => totpAt(qr.body.result.secret, t.clock.t);
    const missing = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
      token: m.token,
      json: { code: code() },
    });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe("reauthentication-required");
    expect(missing.body.message).toBe("Enter your login password to confirm");
    const wrong = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
      token: m.token,
      json: { code: code(), passWord: "not-the-password" },
      lang: "zh-hans",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("登录密码错误");
    expect(await twoFactorOn(m.token)).toBe(false);
    const right = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
      token: m.token,
      json: { code: code(), passWord: m.passWord },
    });
    expect(right.status).toBe(200);
    expect(await twoFactorOn(m.token)).toBe(true);
  });

  it("wrong passwords here count against the member's password limit (5 per 10 minutes)", async () => {
    const m = await t.member();
    const qr = await t.api.call<{ secret: string }>("GET", "/api/VipUser/GenerateQrUri", {
      token: m.token,
    });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
        token: m.token,
        // The right code: only the password is guessed.
        json: { code: totpAt(qr.body.result.secret, t.clock.t), passWord: `guess-${i}-password` },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
