// A two-factor code seen once (over a shoulder, in a log, on a wire) must not
// work again, and a copy of the database must not hold the members' TOTP secrets in the clear.
import { found } from "../db/db.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTwoFactor, freshIp, startTarget, totpAt, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

describe("TOTP codes are accepted once", () => {
  it("a code that logged in once is refused for a second login", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000;
    const code = totpAt(secret, t.clock.now);
    const login = () =>
      t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: m.userName, passWord: m.passWord, code },
        headers: { "x-forwarded-for": freshIp() },
      });
    expect((await login()).status).toBe(200);
    // Still inside the code's validity (±1 step): only the replay protection refuses it.
    t.clock.now += 20_000;
    const again = await login();
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("two-factor-invalid");
  });

  it("the code that enabled 2FA cannot turn it off again", async () => {
    const m = await t.member();
    const qr = await t.api.call<{ secret: string }>("GET", "/api/VipUser/GenerateQrUri", {
      token: m.token,
    });
    const code = totpAt(qr.body.result.secret, t.clock.now);
    const on = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
      token: m.token,
      json: { code, passWord: m.passWord },
    });
    expect(on.status).toBe(200);
    const off = await t.api.call("POST", "/api/VipUser/DisableAuthenticator", {
      token: m.token,
      json: { code },
    });
    expect(off.status).toBe(422);
    const info = await t.api.call<{ twoFactorEnabled: boolean }>(
      "GET",
      "/api/VipUser/GetUserByUid",
      { token: m.token },
    );
    expect(info.body.result.twoFactorEnabled).toBe(true);
  });
});

describe("TOTP secrets at rest", () => {
  it("the database holds neither the pending nor the active secret in the clear", async () => {
    const m = await t.member();
    const qr = await t.api.call<{ secret: string }>("GET", "/api/VipUser/GenerateQrUri", {
      token: m.token,
    });
    const pendingSecret = qr.body.result.secret;
    const row = async () =>
      found(
        await t.app.platform.db.get<{ totp_secret: string | null; totp_pending: string | null }>(
          "SELECT totp_secret, totp_pending FROM users WHERE id = ?",
          [m.id],
        ),
      );
    expect(JSON.stringify(await row())).not.toContain(pendingSecret);
    expect((await row()).totp_pending).toBeTruthy();
    await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
      token: m.token,
      json: { code: totpAt(pendingSecret, t.clock.now), passWord: m.passWord },
    });
    expect((await row()).totp_secret).toBeTruthy();
    expect(JSON.stringify(await row())).not.toContain(pendingSecret);
    // Nor anything the client receives opens them: the response key is public.
    const key = t.app.platform.config.encryptionKey;
    expect(JSON.stringify(await row())).not.toContain(key);
  });
});
