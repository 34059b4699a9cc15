// Passkeys under attack (docs/passkeys.md): the real platform over HTTP, answered by a software
// authenticator that builds real assertions. A replayed answer, another tenant's or member's
// credential, an expired or reused challenge, a counter going back and a burst must all fail,
// and a refused proof changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHALLENGE_TTL_MS } from "../modules/core/passkeys.ts";
import {
  bindCard,
  burst,
  CHAT_HOST,
  enableTwoFactor,
  freshIp,
  setWithdrawalPassword,
  startTarget,
  totpAt,
  type Target,
} from "./harness.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";
import type { ProofFor } from "../../src/api/contract/reauth.ts";

const OTHER_TENANT = "classic.localhost";
const BURST = 40;

let t: Target;
let port: number;
beforeAll(async () => {
  t = await startTarget();
  const addr = t.app.server.address();
  port = typeof addr === "object" && addr ? addr.port : 0;
});
afterAll(() => t.close());

const hostOf = (host = CHAT_HOST) => `${host}:${port}`;

interface Options {
  challenge: string;
  user?: { id: string };
}

/** A new member with a passkey on `host` (added with the login password as the proof). */
async function memberWithPasskey(host = CHAT_HOST) {
  const m = await t.member();
  const auth = new SoftwareAuthenticator();
  const opts = await t.api.call<Options>("POST", "/api/VipUser/PasskeyRegistrationOptions", {
    token: m.token,
    host,
    json: { passWord: m.passWord },
  });
  expect(opts.status).toBe(200);
  const add = await t.api.call("POST", "/api/VipUser/AddPasskey", {
    token: m.token,
    host,
    json: {
      credential: auth.create({
        challenge: opts.body.result.challenge,
        host: hostOf(host),
        userId: opts.body.result.user!.id,
      }),
      name: "Test phone",
    },
  });
  expect(add.status).toBe(200);
  return { ...m, auth };
}

const loginChallenge = async (host = CHAT_HOST, ip = freshIp()) => {
  const r = await t.api.call<Options>("POST", "/api/vipuser/PasskeyLoginOptions", {
    host,
    headers: { "x-forwarded-for": ip },
  });
  expect(r.status).toBe(200);
  return r.body.result.challenge;
};

const passkeyLogin = (credential: unknown, host = CHAT_HOST, ip = freshIp()) =>
  t.api.call<{ token: string; id: number }>("POST", "/api/vipuser/PasskeyLogin", {
    host,
    headers: { "x-forwarded-for": ip },
    json: { credential },
  });

/** A proof's challenge, asked for one change (`request`: the fields it covers). */
const HARBOUR = "6222000011112222";
const OWNED = "6222000099990000";
/** What a proof for binding card `accountNo` covers. */
const card = (accountNo: string): ProofFor => ({
  action: "bind-card",
  request: { typeName: "Bank", accountNo },
});
/** What a proof for withdrawing `amount` to card `bankAccountId` covers. */
const cashOut = (bankAccountId: number, amount = "10.00"): ProofFor => ({
  action: "withdraw",
  request: { amount, bankAccountId },
});

const proofChallenge = async (token: string, change: ProofFor) => {
  const r = await t.api.call<Options>("POST", "/api/VipUser/PasskeyProofOptions", {
    token,
    json: change,
  });
  expect(r.status).toBe(200);
  return r.body.result.challenge;
};

describe("adding a passkey", () => {
  it("needs the login password (or code) like any sensitive change", async () => {
    const m = await t.member();
    const none = await t.api.call("POST", "/api/VipUser/PasskeyRegistrationOptions", {
      token: m.token,
      json: {},
    });
    expect(none.status).toBe(403);
    expect(none.body.error).toBe("reauthentication-required");
    const wrong = await t.api.call("POST", "/api/VipUser/PasskeyRegistrationOptions", {
      token: m.token,
      json: { passWord: "not-the-password" },
    });
    expect(wrong.status).toBe(422);
  });

  it("refuses an answer to a challenge of another session", async () => {
    const m = await t.member();
    const other = await t.login(m.userName, m.passWord);
    const opts = await t.api.call<Options>("POST", "/api/VipUser/PasskeyRegistrationOptions", {
      token: m.token,
      json: { passWord: m.passWord },
    });
    const credential = new SoftwareAuthenticator().create({
      challenge: opts.body.result.challenge,
      host: hostOf(),
      userId: opts.body.result.user!.id,
    });
    const add = await t.api.call("POST", "/api/VipUser/AddPasskey", {
      token: other.token,
      json: { credential },
    });
    expect(add.status).toBe(422);
    expect(add.body.error).toBe("passkey-challenge");
  });
});

describe("signing in with a passkey", () => {
  it("signs in, and logout ends that session like a password login's", async () => {
    const m = await memberWithPasskey();
    const r = await passkeyLogin(m.auth.get({ challenge: await loginChallenge(), host: hostOf() }));
    expect(r.status).toBe(200);
    expect(r.body.result.id).toBe(m.id);
    const me = () => t.api.call("GET", "/api/VipUser/GetUserByUid", { token: r.body.result.token });
    expect((await me()).status).toBe(200);
    await t.api.call("POST", "/api/vipuser/Logout", { token: r.body.result.token });
    expect((await me()).status).toBe(401);
    const list = await t.api.call<{ lastUsedAt: string | null }[]>(
      "GET",
      "/api/VipUser/GetPasskeys",
      { token: m.token },
    );
    expect(list.body.result[0]!.lastUsedAt).not.toBeNull();
  });

  it("refuses a replayed assertion, also 40 copies at once (exactly one signs in)", async () => {
    const m = await memberWithPasskey();
    const answer = m.auth.get({ challenge: await loginChallenge(), host: hostOf() });
    expect((await passkeyLogin(answer)).status).toBe(200);
    const again = await passkeyLogin(answer);
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("passkey-challenge");
    const fresh = m.auth.get({ challenge: await loginChallenge(), host: hostOf() });
    const counts = await burst(BURST, () => passkeyLogin(fresh));
    expect([counts[200], counts[422]]).toEqual([1, BURST - 1]);
  });

  it("never signs in on another tenant's host", async () => {
    const m = await memberWithPasskey();
    // The other tenant's challenge, answered as that host: the credential is not of that party.
    const there = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(OTHER_TENANT), host: hostOf(OTHER_TENANT) }),
      OTHER_TENANT,
    );
    expect(there.status).toBe(422);
    expect(there.body.error).toBe("passkey-invalid");
    // This tenant's answer carried to the other host: its challenge was not issued there.
    const carried = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(), host: hostOf() }),
      OTHER_TENANT,
    );
    expect(carried.status).toBe(422);
    expect(carried.body.error).toBe("passkey-challenge");
    // An answer made for another origin (a phishing page) is refused on the right host too.
    const phished = await passkeyLogin(
      m.auth.get({
        challenge: await loginChallenge(),
        host: hostOf(),
        origin: "https://elec.localhost.example",
      }),
    );
    expect(phished.status).toBe(422);
  });

  it("refuses an expired challenge, and one issued for something else", async () => {
    const m = await memberWithPasskey();
    const challenge = await loginChallenge();
    t.clock.now += CHALLENGE_TTL_MS + 1;
    const late = await passkeyLogin(m.auth.get({ challenge, host: hostOf() }));
    expect(late.status).toBe(422);
    expect(late.body.error).toBe("passkey-challenge");
    // A proof challenge of the member's session cannot sign in.
    const proof = await passkeyLogin(
      m.auth.get({
        challenge: await proofChallenge(m.token, { action: "add-passkey" }),
        host: hostOf(),
      }),
    );
    expect(proof.status).toBe(422);
    expect(proof.body.error).toBe("passkey-challenge");
  });

  it("refuses a counter that goes backwards (a cloned authenticator)", async () => {
    const m = await memberWithPasskey();
    const host = hostOf();
    const at5 = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(), host, counter: 5 }),
    );
    expect(at5.status).toBe(200);
    const at3 = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(), host, counter: 3 }),
    );
    expect(at3.status).toBe(422);
    expect(at3.body.error).toBe("passkey-invalid");
    const same = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(), host, counter: 5 }),
    );
    expect(same.status).toBe(422);
    const on = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(), host, counter: 6 }),
    );
    expect(on.status).toBe(200);
  });

  it("a burst of 40 forged answers from one address is evaluated at most 5 times", async () => {
    const m = await memberWithPasskey();
    const forger = new SoftwareAuthenticator();
    // The member's credential id and handle, signed with another key.
    Object.assign(forger, { id: m.auth.id, userHandle: m.auth.userHandle });
    const ip = freshIp();
    const answers: ReturnType<SoftwareAuthenticator["get"]>[] = [];
    for (let i = 0; i < BURST; i++) {
      answers.push(forger.get({ challenge: await loginChallenge(), host: hostOf() }));
    }
    const counts = await burst(BURST, (i) => passkeyLogin(answers[i], CHAT_HOST, ip));
    expect([counts[422], counts[429]]).toEqual([5, BURST - 5]);
  });

  it("strangers' wrong answers naming the owner's credential never hold the owner back", async () => {
    const m = await memberWithPasskey();
    const forger = new SoftwareAuthenticator();
    Object.assign(forger, { id: m.auth.id, userHandle: m.auth.userHandle });
    const answers: ReturnType<SoftwareAuthenticator["get"]>[] = [];
    for (let i = 0; i < BURST; i++) {
      answers.push(forger.get({ challenge: await loginChallenge(), host: hostOf() }));
    }
    // From 40 addresses: each wrong, none counted against the member.
    const counts = await burst(BURST, (i) => passkeyLogin(answers[i]));
    expect(counts[422]).toBe(BURST);
    const real = await passkeyLogin(
      m.auth.get({ challenge: await loginChallenge(), host: hostOf() }),
    );
    expect(real.status).toBe(200);
    // Nor does the owner's own proof limit move: a proof with the passkey still works.
    const proof = m.auth.get({
      challenge: await proofChallenge(m.token, card(OWNED)),
      host: hostOf(),
    });
    expect((await bindCard(t, m.token, { passkey: proof } as never, OWNED)).status).toBe(200);
  });

  it("counts sign-in challenges and failures per IPv6 /64, not per address", async () => {
    const group = () => ((Math.random() * 0xffff) | 0).toString(16);
    const prefix = `2001:db8:${group()}:${group()}`;
    const inPrefix = (i: number) => `${prefix}:${i.toString(16)}::1`;
    const options = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        t.api.call("POST", "/api/vipuser/PasskeyLoginOptions", {
          host: CHAT_HOST,
          headers: { "x-forwarded-for": inPrefix(i) },
        }),
      ),
    );
    expect(options.filter((r) => r.status === 429)).toHaveLength(1);
    // Failed sign-ins: 30 a minute from the /64, whatever the rest of each address.
    const stranger = new SoftwareAuthenticator();
    const answers: ReturnType<SoftwareAuthenticator["get"]>[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push(stranger.get({ challenge: await loginChallenge(), host: hostOf() }));
    }
    const other = `2001:db8:${group()}:${group()}`;
    const counts = await burst(31, (i) =>
      passkeyLogin(answers[i], CHAT_HOST, `${other}:${i.toString(16)}::2`),
    );
    expect([counts[422], counts[429]]).toEqual([30, 1]);
  });
});

describe("a passkey as the proof of a sensitive change", () => {
  it("binds a payout card with the member's own passkey", async () => {
    const m = await memberWithPasskey();
    const passkey = m.auth.get({
      challenge: await proofChallenge(m.token, card(HARBOUR)),
      host: hostOf(),
    });
    const r = await t.api.call("POST", "/api/VipUser/AddVipBankAccount", {
      token: m.token,
      json: {
        typeName: "Bank",
        bankName: "Harbour Bank",
        accountName: "Sec Tester",
        accountNo: HARBOUR,
        passkey,
      },
    });
    expect(r.status).toBe(200);
    // The same answer again: its challenge is spent.
    const again = await bindCard(t, m.token, { passkey } as never, HARBOUR);
    expect(again.status).toBe(422);
  });

  it("an answer proves only the change it was asked for: no other action, no other values", async () => {
    const m = await memberWithPasskey();
    // Every change a passkey proves for a member without 2FA, with what it sends (proof aside).
    const changes: Record<string, { path: string; change: ProofFor }> = {
      card: { path: "/api/VipUser/AddVipBankAccount", change: card(HARBOUR) },
      contact: {
        path: "/api/VipUser/BindVipInfo",
        change: { action: "contact", request: { phone: "+66 81 234 5678" } },
      },
      passkey: {
        path: "/api/VipUser/PasskeyRegistrationOptions",
        change: { action: "add-passkey" },
      },
      limit: {
        path: "/api/VipUser/SetDepositLimit",
        change: { action: "deposit-limit", request: { period: "day", amount: "500.00" } },
      },
      exclude: {
        path: "/api/VipUser/SelfExclude",
        change: { action: "self-exclude", request: { months: 6 } },
      },
    };
    const bodyOf = ({ change }: { change: ProofFor }) =>
      change.action === "bind-card"
        ? { ...change.request, bankName: "Harbour Bank", accountName: "Sec Tester" }
        : (change.request ?? {});
    const send = async (target: { path: string; change: ProofFor }, askedFor: ProofFor) => {
      const passkey = m.auth.get({
        challenge: await proofChallenge(m.token, askedFor),
        host: hostOf(),
      });
      return t.api.call("POST", target.path, {
        token: m.token,
        json: { ...bodyOf(target), passkey },
      });
    };
    const refusals: string[] = [];
    for (const [name, target] of Object.entries(changes)) {
      // An answer asked for any other action…
      const others = Object.values(changes)
        .filter((c) => c !== target)
        .map((c) => c.change);
      // …or for this action with other values (another card, another amount, another phone).
      const values = target.change.request ?? {};
      const altered = Object.keys(values).map((k) => ({
        ...target.change,
        request: {
          ...values,
          [k]:
            k === "accountNo"
              ? OWNED
              : k === "amount"
                ? "5000.00"
                : k === "months"
                  ? 12
                  : k === "period"
                    ? "week"
                    : "+66 89 999 0000",
        },
      }));
      for (const askedFor of [...others, ...altered]) {
        const r = await send(target, askedFor);
        if (r.status !== 422 || r.body.error !== "passkey-challenge") {
          refusals.push(`${name} ← ${JSON.stringify(askedFor)}: ${r.status}`);
        }
      }
      t.clock.now += 60_000; // the member's challenge cap (30 a minute)
    }
    expect(refusals).toEqual([]);
    // Nothing changed.
    const me = await t.api.call<{ phone: string }>("GET", "/api/VipUser/GetUserByUid", {
      token: m.token,
    });
    expect(me.body.result.phone).not.toBe("+66 81 234 5678");
    const rg = await t.api.call<{
      selfExclusionUntil: string | null;
      limits: { limit: unknown }[];
    }>("GET", "/api/VipUser/GetResponsibleGaming", { token: m.token });
    expect(rg.body.result.selfExclusionUntil).toBeNull();
    expect(rg.body.result.limits.every((l) => l.limit === null)).toBe(true);
    // The answer asked for the very change is accepted.
    for (const target of Object.values(changes).slice(0, 4)) {
      expect((await send(target, target.change)).status).toBe(200);
    }
  });

  it("a withdrawal's answer proves that amount to that card only, and nothing else", async () => {
    const m = await memberWithPasskey();
    await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
    const cardId = (await bindCard(t, m.token, { passWord: m.passWord })).id!;
    await enableTwoFactor(t, m.token, m.passWord);
    const withdraw = async (askedFor: ProofFor, amount = "10.00") =>
      t.api.call("POST", "/api/VipUser/CreateWithdrawal", {
        token: m.token,
        json: {
          amount,
          withdrawalPassword: "246810",
          bankAccountId: cardId,
          passkey: m.auth.get({
            challenge: await proofChallenge(m.token, askedFor),
            host: hostOf(),
          }),
        },
        headers: { "idempotency-key": `w-${Math.random()}` },
      });
    for (const r of [
      await withdraw(cashOut(cardId, "10.00"), "40.00"),
      await withdraw(cashOut(cardId + 1, "10.00")),
      await withdraw(card(HARBOUR)),
      await withdraw({ action: "disable-2fa" }),
    ]) {
      expect(r.status).toBe(422);
      expect(r.body.error).toBe("passkey-challenge");
    }
    // And a withdrawal's answer does not turn two-factor off.
    const off = await t.api.call("POST", "/api/VipUser/DisableAuthenticator", {
      token: m.token,
      json: {
        passkey: m.auth.get({
          challenge: await proofChallenge(m.token, cashOut(cardId)),
          host: hostOf(),
        }),
      },
    });
    expect(off.status).toBe(422);
    expect(off.body.error).toBe("passkey-challenge");
  });

  it("refuses another member's passkey, and binds nothing", async () => {
    const victim = await memberWithPasskey();
    const thief = await memberWithPasskey();
    // The thief's session asks for the challenge; the victim's authenticator is not theirs.
    const passkey = victim.auth.get({
      challenge: await proofChallenge(thief.token, card(HARBOUR)),
      host: hostOf(),
    });
    const r = await bindCard(t, thief.token, { passkey } as never, HARBOUR);
    expect(r.status).toBe(422);
    expect(r.body.error).toHaveProperty("passkey");
    expect(r.id).toBeNull();
    // And the victim's own challenge cannot be answered from the thief's session.
    const stolen = victim.auth.get({
      challenge: await proofChallenge(victim.token, card(HARBOUR)),
      host: hostOf(),
    });
    const r2 = await bindCard(t, thief.token, { passkey: stolen } as never, HARBOUR);
    expect(r2.status).toBe(422);
    expect(r2.body.error).toBe("passkey-challenge");
  });

  it("turns two-factor on in place of the password, and off in place of the code", async () => {
    const m = await memberWithPasskey();
    const qr = await t.api.call<{ secret: string }>("GET", "/api/VipUser/GenerateQrUri", {
      token: m.token,
    });
    const on = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
      token: m.token,
      json: {
        code: totpAt(qr.body.result.secret, t.clock.now),
        passkey: m.auth.get({
          challenge: await proofChallenge(m.token, { action: "enable-2fa" }),
          host: hostOf(),
        }),
      },
    });
    expect(on.status).toBe(200);
    const off = await t.api.call("POST", "/api/VipUser/DisableAuthenticator", {
      token: m.token,
      json: {
        passkey: m.auth.get({
          challenge: await proofChallenge(m.token, { action: "disable-2fa" }),
          host: hostOf(),
        }),
      },
    });
    expect(off.status).toBe(200);
  });

  it("another member's passkey does not turn two-factor off", async () => {
    const victim = await memberWithPasskey();
    const thief = await memberWithPasskey();
    await enableTwoFactor(t, victim.token, victim.passWord);
    const off = await t.api.call("POST", "/api/VipUser/DisableAuthenticator", {
      token: victim.token,
      json: {
        passkey: thief.auth.get({
          challenge: await proofChallenge(victim.token, { action: "disable-2fa" }),
          host: hostOf(),
        }),
      },
    });
    expect(off.status).toBe(422);
    const me = await t.api.call<{ twoFactorEnabled: boolean }>("GET", "/api/VipUser/GetUserByUid", {
      token: victim.token,
    });
    expect(me.body.result.twoFactorEnabled).toBe(true);
  });
});

describe("a passkey in place of the code at a withdrawal", () => {
  it("withdraws with the member's passkey when two-factor is on, once per answer", async () => {
    const m = await memberWithPasskey();
    await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
    const card = await bindCard(t, m.token, { passWord: m.passWord });
    await enableTwoFactor(t, m.token, m.passWord);
    const order = await t.api.call("POST", "/api/VipUser/CreateDepositOrder", {
      token: m.token,
      json: { channelId: "bank", amount: "50.00" },
      headers: { "idempotency-key": "fund-1" },
    });
    expect(order.status).toBe(200);
    t.clock.now += t.app.platform.config.depositConfirmDelayMs;
    // A read settles what fell due.
    await t.api.call("POST", "/api/VipUser/RefreshBalance", {
      token: m.token,
      json: { plateType: "sys" },
    });
    const cash = cashOut(card.id!);
    const withdraw = (passkey: unknown, key: string) =>
      t.api.call("POST", "/api/VipUser/CreateWithdrawal", {
        token: m.token,
        json: { amount: "10.00", withdrawalPassword: "246810", bankAccountId: card.id, passkey },
        headers: { "idempotency-key": key },
      });
    const passkey = m.auth.get({ challenge: await proofChallenge(m.token, cash), host: hostOf() });
    const first = await withdraw(passkey, "w-1");
    expect(first.status).toBe(200);
    // A retry of the same key is answered from the first result, not checked again.
    const retry = await withdraw(passkey, "w-1");
    expect(retry.status).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    // The same answer for a new withdrawal: its challenge is spent.
    const again = await withdraw(passkey, "w-2");
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("passkey-challenge");
  });

  it("refuses another member's passkey in place of the code", async () => {
    const victim = await memberWithPasskey();
    const thief = await memberWithPasskey();
    await setWithdrawalPassword(t.api, thief.token, thief.passWord, "246810");
    const card = await bindCard(t, thief.token, { passWord: thief.passWord });
    await enableTwoFactor(t, thief.token, thief.passWord);
    const passkey = victim.auth.get({
      challenge: await proofChallenge(thief.token, cashOut(card.id!)),
      host: hostOf(),
    });
    const r = await t.api.call("POST", "/api/VipUser/CreateWithdrawal", {
      token: thief.token,
      json: { amount: "10.00", withdrawalPassword: "246810", bankAccountId: card.id, passkey },
      headers: { "idempotency-key": "w-thief" },
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toHaveProperty("passkey");
  });
});

describe("the passkey cap and the relying party", () => {
  it("12 parallel additions never store more than 10 passkeys", async () => {
    const m = await t.member();
    const credentials = [];
    for (let i = 0; i < 12; i++) {
      const opts = await t.api.call<Options>("POST", "/api/VipUser/PasskeyRegistrationOptions", {
        token: m.token,
        json: { passWord: m.passWord },
      });
      expect(opts.status).toBe(200);
      credentials.push(
        new SoftwareAuthenticator().create({
          challenge: opts.body.result.challenge,
          host: hostOf(),
          userId: opts.body.result.user!.id,
        }),
      );
    }
    const answers = await Promise.all(
      credentials.map((credential) =>
        t.api.call("POST", "/api/VipUser/AddPasskey", { token: m.token, json: { credential } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(2);
    const list = await t.api.call<unknown[]>("GET", "/api/VipUser/GetPasskeys", {
      token: m.token,
    });
    expect(list.body.result).toHaveLength(10);
  });

  it("accepts http:// answers on localhost only; a real host needs https://", async () => {
    const host = "elec.example";
    const m = await t.member();
    const opts = await t.api.call<Options>("POST", "/api/VipUser/PasskeyRegistrationOptions", {
      token: m.token,
      host,
      json: { passWord: m.passWord },
    });
    const auth = new SoftwareAuthenticator();
    const credential = auth.create({
      challenge: opts.body.result.challenge,
      host: hostOf(host),
      userId: opts.body.result.user!.id,
    });
    const add = (clientDataJSON: string) =>
      t.api.call("POST", "/api/VipUser/AddPasskey", {
        token: m.token,
        host,
        json: {
          credential: { ...credential, response: { ...credential.response, clientDataJSON } },
        },
      });
    // Made on a plain-http page of a real host name: refused (the challenge is used up).
    expect((await add(credential.response.clientDataJSON)).status).toBe(422);
    const again = await t.api.call<Options>("POST", "/api/VipUser/PasskeyRegistrationOptions", {
      token: m.token,
      host,
      json: { passWord: m.passWord },
    });
    const fresh = auth.create({
      challenge: again.body.result.challenge,
      host: hostOf(host),
      userId: again.body.result.user!.id,
    });
    Object.assign(credential, fresh);
    const added = await add(httpsClientData(fresh.response.clientDataJSON, hostOf(host)));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const signIn = async (origin: string) => {
      const challenge = (
        await t.api.call<Options>("POST", "/api/vipuser/PasskeyLoginOptions", {
          host,
          headers: { "x-forwarded-for": freshIp() },
        })
      ).body.result.challenge;
      return passkeyLogin(auth.get({ challenge, host: hostOf(host), origin }), host);
    };
    expect((await signIn(`http://${hostOf(host)}`)).status).toBe(422);
    expect((await signIn(`https://${hostOf(host)}`)).status).toBe(200);
  });
});

describe("the app on another origin than the API", () => {
  it("the relying party is the allow-listed page's host: a passkey is added and signs in", async () => {
    const page = "elec.example";
    const api = await startTarget({ corsOrigins: [`https://${page}`] });
    try {
      const apiHost = "api.example";
      const headers = { origin: `https://${page}` };
      const m = await api.member();
      const opts = await api.api.call<Options & { rp: { id: string } }>(
        "POST",
        "/api/VipUser/PasskeyRegistrationOptions",
        { token: m.token, host: apiHost, headers, json: { passWord: m.passWord } },
      );
      expect(opts.status).toBe(200);
      expect(opts.body.result.rp.id).toBe(page);
      const auth = new SoftwareAuthenticator();
      const credential = auth.create({
        challenge: opts.body.result.challenge,
        host: page,
        userId: opts.body.result.user!.id,
      });
      // The browser signs for the page's https origin.
      const add = await api.api.call("POST", "/api/VipUser/AddPasskey", {
        token: m.token,
        host: apiHost,
        headers,
        json: {
          credential: {
            ...credential,
            response: {
              ...credential.response,
              clientDataJSON: httpsClientData(credential.response.clientDataJSON, page),
            },
          },
        },
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      const login = await api.api.call<Options>("POST", "/api/vipuser/PasskeyLoginOptions", {
        host: apiHost,
        headers: { ...headers, "x-forwarded-for": freshIp() },
      });
      const answer = auth.get({
        challenge: login.body.result.challenge,
        host: page,
        origin: `https://${page}`,
      });
      const signed = await api.api.call("POST", "/api/vipuser/PasskeyLogin", {
        host: apiHost,
        headers: { ...headers, "x-forwarded-for": freshIp() },
        json: { credential: answer },
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    } finally {
      await api.close();
    }
  });
});

/** The same clientDataJSON, made on the page's https origin. */
function httpsClientData(clientDataJSON: string, host: string): string {
  const c = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString()) as object;
  return Buffer.from(JSON.stringify({ ...c, origin: `https://${host}` })).toString("base64url");
}
