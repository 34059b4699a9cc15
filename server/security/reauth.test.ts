// A stolen session must not be enough for a sensitive change. Turning 2FA on
// asks for the login password in the same request (turning it off asks for a current code);
// binding a payout card and changing phone or email ask for the login password, or a current code
// when 2FA is on. Without it, or with a wrong one, nothing changes; guesses are limited like every
// secret (a burst of 40 is evaluated at most up to the limit, the rest 429).
import CryptoJS from "crypto-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindCard, burst, enableTwoFactor, startTarget, totpAt, type Target } from "./harness.ts";

const BURST = 40;

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
    const code = () => totpAt(qr.body.result.secret, t.clock.now);
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
        json: { code: totpAt(qr.body.result.secret, t.clock.now), passWord: `guess-${i}-password` },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

// Binding a payout card and changing phone or email: the login password (or a current code with
// 2FA on) in the same request, checked under the member's limits; a refusal binds and changes
// nothing.
/** How many payout accounts the member has bound (the answer is encrypted, docs/product.md §10). */
const cards = async (token: string) => {
  const r = await t.api.call("POST", "/api/VipUser/GetVipBankAccountViewList", { token });
  const key = t.app.platform.config.encryptionKey;
  const plain = CryptoJS.AES.decrypt(String(r.body.result), key).toString(CryptoJS.enc.Utf8);
  return (JSON.parse(plain) as unknown[]).length;
};
const contact = async (token: string) => {
  const r = await t.api.call<{ phone: string; email: string }>("GET", "/api/VipUser/GetUserByUid", {
    token,
  });
  return { phone: r.body.result.phone, email: r.body.result.email };
};
const bindInfo = (token: string, json: Record<string, unknown>, lang?: string) =>
  t.api.call("POST", "/api/VipUser/BindVipInfo", { token, json, ...(lang ? { lang } : {}) });

describe("binding a payout card needs the login password", () => {
  it("refuses without it and with a wrong one, localized; no card is bound", async () => {
    const m = await t.member();
    const missing = await bindCard(t, m.token, {});
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe("reauthentication-required");
    expect(missing.body.message).toBe("Enter your login password to confirm");
    const wrong = await bindCard(t, m.token, { passWord: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("The login password is wrong");
    expect(await cards(m.token)).toBe(0);
    const right = await bindCard(t, m.token, { passWord: m.passWord });
    expect(right.status).toBe(200);
    expect(right.id).toEqual(expect.any(Number));
    expect(await cards(m.token)).toBe(1);
  });

  it("with 2FA on: the current code, once; the password alone or a used code is refused", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000; // the enabling code's step is used up
    const passwordOnly = await bindCard(t, m.token, { passWord: m.passWord });
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body.message).toBe("Enter your authenticator code to confirm");
    const code = totpAt(secret, t.clock.now);
    const right = await bindCard(t, m.token, { code });
    expect(right.status).toBe(200);
    const replayed = await bindCard(t, m.token, { code });
    expect(replayed.status).toBe(422);
    expect(replayed.body.message).toBe("Wrong authenticator code");
    expect(await cards(m.token)).toBe(1);
  });

  it("40 parallel wrong passwords: at most 5 evaluated, the rest 429; no card bound", async () => {
    const m = await t.member();
    const counts = await burst(BURST, (i) =>
      bindCard(t, m.token, { passWord: `wrong-guess-${i}` }),
    );
    expect(counts[422] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[422] ?? 0));
    expect(await cards(m.token)).toBe(0);
  });

  it("40 parallel wrong codes with 2FA on: at most 5 evaluated, the rest 429", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    const near = [-30_000, 0, 30_000].map((d) => totpAt(secret, t.clock.now + d));
    const wrong = ["000000", "111111", "222222", "333333"].find((c) => !near.includes(c))!;
    const counts = await burst(BURST, () => bindCard(t, m.token, { code: wrong }));
    expect(counts[422] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[422] ?? 0));
    expect(await cards(m.token)).toBe(0);
  });
});

describe("changing phone or email needs the login password", () => {
  it("refuses without it and with a wrong one, localized; nothing changes", async () => {
    const m = await t.member();
    const missing = await bindInfo(m.token, { phone: "5550100", realName: "Sec Tester" });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe("reauthentication-required");
    const wrong = await bindInfo(
      m.token,
      { email: "thief@example.com", passWord: "not-the-password" },
      "zh-hans",
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("登录密码错误");
    expect(await contact(m.token)).toEqual({ phone: "", email: "" });
    const right = await bindInfo(m.token, { email: "me@example.com", passWord: m.passWord });
    expect(right.status).toBe(200);
    // Moving it on again needs the password again.
    const again = await bindInfo(m.token, { email: "thief@example.com" });
    expect(again.status).toBe(403);
    expect(await contact(m.token)).toEqual({ phone: "", email: "me@example.com" });
  });

  it("with 2FA on the current code is asked for", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000;
    const passwordOnly = await bindInfo(m.token, { phone: "5550101", passWord: m.passWord });
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body.message).toBe("Enter your authenticator code to confirm");
    const right = await bindInfo(m.token, { phone: "5550101", code: totpAt(secret, t.clock.now) });
    expect(right.status).toBe(200);
    expect(await contact(m.token)).toEqual({ phone: "5550101", email: "" });
  });

  it("40 parallel wrong passwords: at most 5 evaluated, the rest 429; nothing changes", async () => {
    const m = await t.member();
    const counts = await burst(BURST, (i) =>
      bindInfo(m.token, { phone: "5550102", passWord: `wrong-guess-${i}` }),
    );
    expect(counts[422] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[422] ?? 0));
    expect(await contact(m.token)).toEqual({ phone: "", email: "" });
  });
});

// A stolen session could self-exclude the member for 60 months or change the
// deposit limits with no re-authentication.
describe("self-exclusion and deposit limits need the login password (or the code)", () => {
  const state = (token: string) =>
    t.api.call<{ selfExclusionUntil: string | null; limits: { limit: string | null }[] }>(
      "GET",
      "/api/VipUser/GetResponsibleGaming",
      { token },
    );

  it.each([
    ["/api/VipUser/SelfExclude", { months: 60 }],
    ["/api/VipUser/SetDepositLimit", { period: "day", amount: "10" }],
  ])(
    "%s: refused without it and with a wrong one, localized; nothing changes",
    async (path, body) => {
      const m = await t.member();
      const missing = await t.api.call("POST", path, {
        token: m.token,
        json: body,
        lang: "zh-hant",
      });
      expect(missing.status).toBe(403);
      expect(missing.body.error).toBe("reauthentication-required");
      expect(missing.body.message).toMatch(/[\u4e00-\u9fff]/);
      const wrong = await t.api.call("POST", path, {
        token: m.token,
        json: { ...body, passWord: "not-my-password" },
      });
      expect(wrong.status).toBe(422);
      const after = (await state(m.token)).body.result;
      expect(after.selfExclusionUntil).toBeNull();
      expect(after.limits.every((l) => l.limit === null)).toBe(true);
      const right = await t.api.call("POST", path, {
        token: m.token,
        json: { ...body, passWord: m.passWord },
      });
      expect(right.status).toBe(200);
    },
  );

  it("with 2FA on the current code is asked for, not the password", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000;
    const json = { period: "week", amount: "20" };
    const withPassword = await t.api.call("POST", "/api/VipUser/SetDepositLimit", {
      token: m.token,
      json: { ...json, passWord: m.passWord },
    });
    expect(withPassword.status).toBe(403);
    const withCode = await t.api.call("POST", "/api/VipUser/SetDepositLimit", {
      token: m.token,
      json: { ...json, code: totpAt(secret, t.clock.now) },
    });
    expect(withCode.status).toBe(200);
  });
});
