// Withdrawals over real HTTP: card, withdrawal password, 2FA, hold then payout, refusals.
import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Withdrawal } from "../../../src/api/contract/withdrawal.ts";
import type { BankAccount } from "../../../src/api/contract/bank.ts";
import { checkLedger } from "./internals.ts";
import {
  PASSWORD,
  decrypt,
  fund,
  register,
  startServer,
  type Client,
  type TestServer,
} from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

async function member(opts: { password?: boolean; card?: boolean; funds?: string } = {}) {
  const m = await register(s.base);
  let cardId = 0;
  if (opts.card !== false) {
    const c = await m.api.post("/api/VipUser/AddVipBankAccount", {
      bankName: "ICBC",
      accountName: "Li Lei",
      // Each member's own card (one bound to two accounts puts both on review).
      accountNo: `6222 ${String(m.id).padStart(8, "0")} 5678`,
      passWord: PASSWORD,
    });
    cardId = decrypt<BankAccount>(s, c.body.result).id;
  }
  if (opts.password !== false) {
    const p = await m.api.post("/api/VipUser/v2/ChangePwdMoney", {
      oldPassWord: PASSWORD,
      newPassWord: "123456",
      confirmPassWord: "123456",
    });
    expect(p.body.ok).toBe(true);
  }
  if (opts.funds) await fund(s, m.api, opts.funds);
  return { ...m, cardId };
}

const withdraw = (api: Client, body: Record<string, unknown>) =>
  api.money<Withdrawal>("/api/VipUser/CreateWithdrawal", body);
const sys = async (api: Client) =>
  (await api.post<string>("/api/VipUser/RefreshBalance", {})).body.result;

describe("withdrawals", () => {
  it("holds the amount, then pays it out when approved", async () => {
    const m = await member({ funds: "500" });
    const r = await withdraw(m.api, {
      amount: "200",
      withdrawalPassword: "123456",
      bankAccountId: m.cardId,
    });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ amount: "200.00", status: "pending" });
    expect(r.body.result.maskedAccountNo).toBe("**** **** 5678");
    expect(await sys(m.api)).toBe("300.00");
    s.clock.advance(60_000);
    const w = await m.api.get<Withdrawal>(`/api/VipUser/GetWithdrawal/${r.body.result.id}`);
    expect(w.body.result.status).toBe("approved");
    expect(await sys(m.api)).toBe("300.00");
    const l = await checkLedger(s.ctx.db);
    expect(l.wallets + l.external).toBe(0);
  });

  it("caps wrong withdrawal passwords at 5 per 10 minutes, even the right one after that", async () => {
    const m = await member({ funds: "100" });
    for (let i = 0; i < 5; i++) {
      const r = await withdraw(m.api, {
        amount: "50",
        withdrawalPassword: "654321",
        bankAccountId: m.cardId,
      });
      expect(r.status).toBe(403);
    }
    const locked = await withdraw(m.api, {
      amount: "50",
      withdrawalPassword: "123456",
      bankAccountId: m.cardId,
    });
    expect(locked.status).toBe(429);
    expect(await sys(m.api)).toBe("100.00");
  });

  it("refuses a wrong password, no password, a missing card and overdraw", async () => {
    const m = await member({ funds: "100" });
    const wrong = await withdraw(m.api, {
      amount: "50",
      withdrawalPassword: "654321",
      bankAccountId: m.cardId,
    });
    expect([wrong.status, wrong.body.message]).toEqual([403, "Wrong withdrawal password"]);
    const noCard = await withdraw(m.api, {
      amount: "50",
      withdrawalPassword: "123456",
      bankAccountId: 999999,
    });
    expect([noCard.status, noCard.body.message]).toEqual([404, "Bank card not found"]);
    const over = await withdraw(m.api, {
      amount: "100.01",
      withdrawalPassword: "123456",
      bankAccountId: m.cardId,
    });
    expect([over.status, over.body.message]).toEqual([422, "Insufficient balance"]);
    const small = await withdraw(m.api, {
      amount: "9.99",
      withdrawalPassword: "123456",
      bankAccountId: m.cardId,
    });
    expect(small.status).toBe(422);
    expect(await sys(m.api)).toBe("100.00");

    const n = await member({ password: false, funds: "100" });
    const none = await withdraw(n.api, {
      amount: "50",
      withdrawalPassword: "123456",
      bankAccountId: n.cardId,
    });
    expect([none.status, none.body.message]).toEqual([403, "Set a withdrawal password first"]);
  });

  it("refuses someone else's card", async () => {
    const a = await member({ funds: "100" });
    const b = await member({ funds: "100" });
    const r = await withdraw(b.api, {
      amount: "50",
      withdrawalPassword: "123456",
      bankAccountId: a.cardId,
    });
    expect(r.status).toBe(404);
    expect(await sys(b.api)).toBe("100.00");
  });

  it("needs the 2FA code when the member has it on", async () => {
    const m = await member({ funds: "100" });
    const qr = await m.api.get<{ secret: string }>("/api/VipUser/GenerateQrUri");
    const secret = qr.body.result.secret;
    const code = () => generateSync({ secret, epoch: Math.floor(s.clock.now / 1000) });
    const on = await m.api.post("/api/VipUser/EnableAuthenticator", {
      code: code(),
      passWord: PASSWORD,
    });
    expect(on.body.ok).toBe(true);
    s.clock.advance(30_000); // the enabling code is used up (a code is accepted once)
    const base = { amount: "20", withdrawalPassword: "123456", bankAccountId: m.cardId };
    const missing = await withdraw(m.api, base);
    expect([missing.status, missing.body.message]).toEqual([403, "Enter your two-factor code"]);
    const wrong = await withdraw(m.api, {
      ...base,
      code: code() === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(403);
    const good = await withdraw(m.api, { ...base, code: code() });
    expect(good.status).toBe(200);
    expect(await sys(m.api)).toBe("80.00");
  });

  it("never overdraws under 20 concurrent withdrawals", async () => {
    const m = await member({ funds: "100" });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(m.api, { amount: "30", withdrawalPassword: "123456", bankAccountId: m.cardId }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await sys(m.api)).toBe("10.00");
  });
});
