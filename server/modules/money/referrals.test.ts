// The referral page's platform side over real HTTP (docs/referrals.md): a stable code per member,
// the code a sign-up used stored on the new member, no credit for a sign-up that shares a real
// name, payout card or device with the referrer, and an unknown code refused in the player's
// language with nothing created.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "../../../src/api/contract/auth.ts";
import type { ReferralState } from "../../../src/api/contract/referral.ts";
import { REFERRAL_CODE_RE } from "../../../src/api/contract/rules.ts";
import { call, client, PASSWORD, register, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const device = () => randomBytes(12).toString("base64url");
const cardNo = () => `62${randomBytes(7).readUIntBE(0, 6).toString().padStart(15, "0")}`;

/** Signs up through the real register call with the given extras (ref, deviceId, realName). */
const signUp = (extra: Record<string, string>, lang = "en") =>
  call<LoginResult>(
    s.base,
    "/api/vipuser/Rigster",
    {
      userName: `r${randomBytes(6).toString("hex")}`,
      passWord: PASSWORD,
      confirmPassWord: PASSWORD,
      legalAge: true,
      ...extra,
    },
    { lang },
  );

async function referral(token: string, deviceId?: string): Promise<ReferralState> {
  const query = deviceId ? `?deviceId=${deviceId}` : "";
  const r = await client(s.base, token).get<ReferralState>(`/api/VipUser/GetReferral${query}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.result;
}

describe("a member's referral code", () => {
  it("is stable, of the code alphabet, and another member's differs", async () => {
    const a = await register(s.base);
    const b = await register(s.base);
    const first = await referral(a.token);
    expect(first.code).toMatch(REFERRAL_CODE_RE);
    expect((await referral(a.token)).code).toBe(first.code);
    expect((await referral(b.token)).code).not.toBe(first.code);
    expect(first).toMatchObject({ signUps: 0, notCounted: 0 });
  });

  it("is for members only", async () => {
    const r = await call(s.base, "/api/VipUser/GetReferral");
    expect(r.status).toBe(401);
  });
});

describe("a sign-up with a code", () => {
  it("is stored on the new member and counted for the referrer", async () => {
    const referrer = await register(s.base);
    const { code } = await referral(referrer.token, device());
    // Any case and spaces: a code read aloud or pasted.
    const r = await signUp({ ref: ` ${code.toLowerCase()} `, deviceId: device() });
    expect(r.status, r.body.message).toBe(200);
    const stored = await s.ctx.db.pluckOne<number>("SELECT referred_by FROM users WHERE id = ?", [
      r.body.result.id,
    ]);
    expect(stored).toBe(referrer.id);
    expect(await referral(referrer.token)).toMatchObject({ signUps: 1, notCounted: 0 });
  });

  const selfReferrals = {
    "the referrer's device": async (referrer: { token: string }) => {
      const d = device();
      return { code: (await referral(referrer.token, d)).code, extra: { deviceId: d } };
    },
    "the referrer's real name": async (referrer: { token: string }) => {
      const name = `Lin ${randomBytes(3).toString("hex").replace(/\d/g, "x")}`;
      const api = client(s.base, referrer.token);
      expect((await api.post("/api/VipUser/BindVipInfo", { realName: name })).status).toBe(200);
      return {
        code: (await referral(referrer.token)).code,
        extra: { realName: ` ${name.toUpperCase()}` },
      };
    },
  };

  it.each(Object.keys(selfReferrals) as (keyof typeof selfReferrals)[])(
    "from %s earns no credit",
    async (kind) => {
      const referrer = await register(s.base);
      const { code, extra } = await selfReferrals[kind](referrer);
      const r = await signUp({ ref: code, ...extra });
      expect(r.status, r.body.message).toBe(200);
      expect(await referral(referrer.token)).toMatchObject({ signUps: 0, notCounted: 1 });
    },
  );

  it("loses its credit when the new member binds the referrer's payout card", async () => {
    const referrer = await register(s.base);
    const card = cardNo();
    const bind = (token: string) =>
      client(s.base, token).post("/api/VipUser/AddVipBankAccount", {
        bankName: "ICBC",
        accountName: "Card Holder",
        accountNo: card,
        passWord: PASSWORD,
      });
    expect((await bind(referrer.token)).status).toBe(200);
    const { code } = await referral(referrer.token);
    const r = await signUp({ ref: code, deviceId: device() });
    expect(await referral(referrer.token)).toMatchObject({ signUps: 1, notCounted: 0 });
    expect((await bind(r.body.result.token)).status).toBe(200);
    expect(await referral(referrer.token)).toMatchObject({ signUps: 0, notCounted: 1 });
  });

  it("with a code nobody has is refused in the player's language and creates nothing", async () => {
    const userName = `u${randomBytes(6).toString("hex")}`;
    const before = await s.ctx.db.pluckOne<number>("SELECT COUNT(*) FROM users");
    const r = await signUp({ userName, ref: "ZZZZ2222" }, "th");
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ ref: [r.body.message] });
    expect(r.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await s.ctx.db.pluckOne<number>("SELECT COUNT(*) FROM users")).toBe(before);
    // The same form without the code goes through.
    expect((await signUp({ userName })).status).toBe(200);
  });

  it("with a code of another shape is a field error", async () => {
    const r = await signUp({ ref: "abc" });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.error as object)).toEqual(["ref"]);
  });
});
