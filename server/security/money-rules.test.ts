// Money rules under attack: every rule a withdrawal obeys (play-through, limits, balance) is
// decided in the transaction that moves the money, so nothing that lands while the request
// waits for its proof (a deposit confirmed with its bonus) slips past a rule read earlier.
// The proof step is held on purpose (its signature check waits for the test), so the
// interleaving the attack needs happens every run, not one try in six.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bindCard,
  CHAT_HOST,
  enableTwoFactor,
  setWithdrawalPassword,
  startTarget,
  type Target,
} from "./harness.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";

let t: Target;
let port: number;
beforeAll(async () => {
  t = await startTarget();
  const addr = t.app.server.address();
  port = typeof addr === "object" && addr ? addr.port : 0;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const host = () => `${CHAT_HOST}:${port}`;

/** A new member with a passkey, a withdrawal password, a payout card and 2FA on. */
async function payoutReadyMember() {
  const m = await t.member();
  const auth = new SoftwareAuthenticator();
  const opts = await t.api.call<{ challenge: string; user: { id: string } }>(
    "POST",
    "/api/VipUser/PasskeyRegistrationOptions",
    { token: m.token, json: { passWord: m.passWord } },
  );
  const { challenge, user } = opts.body.result;
  const add = await t.api.call("POST", "/api/VipUser/AddPasskey", {
    token: m.token,
    json: { credential: auth.create({ challenge, host: host(), userId: user.id }), name: "Phone" },
  });
  expect(add.status).toBe(200);
  await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
  const card = await bindCard(t, m.token, { passWord: m.passWord });
  await enableTwoFactor(t, m.token, m.passWord);
  const proof = async () => {
    const r = await t.api.call<{ challenge: string }>("POST", "/api/VipUser/PasskeyProofOptions", {
      token: m.token,
    });
    return auth.get({ challenge: r.body.result.challenge, host: host() });
  };
  return { ...m, cardId: card.id, proof };
}

/** Holds the next passkey signature check until `release()`; `entered` resolves when it starts. */
function holdProofStep() {
  const subtle = globalThis.crypto.subtle;
  const verify = subtle.verify.bind(subtle);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const reached = new Promise<void>((r) => (entered = r));
  vi.spyOn(subtle, "verify").mockImplementation(async (...args) => {
    entered();
    await released;
    return verify(...args);
  });
  return { reached, release };
}

const balance = async (token: string) => {
  const r = await t.api.call<string>("POST", "/api/VipUser/RefreshBalance", {
    token,
    json: { plateType: "sys" },
  });
  return r.body.result;
};

describe("a deposit bonus confirmed while a withdrawal waits for its proof", () => {
  it("does not leave with that withdrawal: the play-through is decided when the money moves", async () => {
    const m = await payoutReadyMember();
    const order = await t.api.call("POST", "/api/VipUser/CreateDepositOrder", {
      token: m.token,
      json: { channelId: "bank", amount: "1888.00", claimBonus: true },
      headers: { "idempotency-key": "race-deposit" },
    });
    expect(order.status).toBe(200);
    const passkey = await m.proof();
    const hold = holdProofStep();
    // Asks for the deposit and its bonus, neither of which is there yet.
    const withdrawal = t.api.call("POST", "/api/VipUser/CreateWithdrawal", {
      token: m.token,
      json: { amount: "3776.00", withdrawalPassword: "246810", bankAccountId: m.cardId, passkey },
      headers: { "idempotency-key": "race-withdrawal" },
    });
    await hold.reached;
    // The deposit is confirmed, with its bonus, while the withdrawal waits.
    t.clock.now += t.app.platform.config.depositConfirmDelayMs;
    expect(await balance(m.token)).toBe("3776.00");
    hold.release();
    const r = await withdrawal;
    expect(r.status).toBe(403);
    expect(r.body.error).toBe("bonus play-through");
    // Nothing moved: the deposit and its bonus are still in the main wallet, nothing is held.
    expect(await balance(m.token)).toBe("3776.00");
    const list = await t.api.call<{ total: number }>("GET", "/api/VipUser/GetWithdrawals", {
      token: m.token,
    });
    expect(list.body.result.total).toBe(0);
  });
});
