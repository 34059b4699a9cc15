// Property: random batches of concurrent transfers, collects, deposits and withdrawals, fired in
// parallel over HTTP, conserve money (the ledger balances, no account drifts, each member's total
// matches a model of the accepted operations) and never take a wallet below zero.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PLATE_TYPES } from "../../../src/api/contract/wallet.ts";
import { toMoney } from "./cents.ts";
import { checkLedger } from "./internals.ts";
import {
  fund,
  readyToWithdraw,
  register,
  startServer,
  type Client,
  type TestServer,
} from "./test-helpers.ts";

let s: TestServer;
const members: { id: number; api: Client; cardId: number }[] = [];
const totals: number[] = [];

beforeAll(async () => {
  s = await startServer({ config: { accessTokenTtlSec: 10 * 365 * 86_400 } });
  for (let i = 0; i < 3; i++) {
    const m = await register(s.base);
    const cardId = await readyToWithdraw(s, m.api, {
      accountNo: `62220000000000${i}`,
      withdrawalPassword: "135790",
    });
    await fund(s, m.api, "1000");
    members.push({ id: m.id, api: m.api, cardId });
    totals.push(100_000);
  }
}, 60_000);
afterAll(() => s.close());

const plate = fc.constantFrom(...PLATE_TYPES);
const cents = fc.integer({ min: 1, max: 60_000 });
const op = fc.oneof(
  fc.record({ kind: fc.constant("transfer" as const), from: plate, to: plate, cents }),
  fc.record({ kind: fc.constant("collect" as const) }),
  fc.record({
    kind: fc.constant("deposit" as const),
    cents: fc.integer({ min: 1_000, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant("withdraw" as const),
    cents: fc.integer({ min: 1_000, max: 60_000 }),
  }),
);
const batch = fc.array(fc.record({ who: fc.integer({ min: 0, max: 2 }), op }), {
  minLength: 1,
  maxLength: 16,
});

type Op = { who: number; op: OpValue };
type OpValue =
  | { kind: "transfer"; from: string; to: string; cents: number }
  | { kind: "collect" }
  | { kind: "deposit"; cents: number }
  | { kind: "withdraw"; cents: number };

function fire({ who, op }: Op) {
  const m = members[who]!;
  switch (op.kind) {
    case "transfer":
      return m.api.money("/api/VipUser/ChangeBalance", {
        fromPlateType: op.from,
        toPlateType: op.to,
        amount: toMoney(op.cents),
      });
    case "collect":
      return m.api.money("/api/VipUser/TellerAllBalance");
    case "deposit":
      return m.api.money("/api/VipUser/CreateDepositOrder", {
        channelId: "bank",
        amount: toMoney(op.cents),
      });
    case "withdraw":
      return m.api.money("/api/VipUser/CreateWithdrawal", {
        amount: toMoney(op.cents),
        withdrawalPassword: "135790",
        bankAccountId: m.cardId,
      });
  }
}

async function totalOf(i: number): Promise<number> {
  const m = members[i]!;
  const list = await m.api.get<{ balance: string }[]>("/api/VipUser/GetPlateTypeList");
  return list.body.result.reduce((sum, p) => sum + Math.round(Number(p.balance) * 100), 0);
}

it("conserves money and never overdraws under concurrent random operations", async () => {
  await fc.assert(
    fc.asyncProperty(batch, async (ops) => {
      const results = await Promise.all(ops.map((o) => fire(o as Op)));
      results.forEach((r, i) => {
        expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
        const o = ops[i] as Op;
        if (o.op.kind === "transfer" && o.op.from === o.op.to) expect(r.status).toBe(422);
        else expect([200, 422]).toContain(r.status);
        if (r.status !== 200) return;
        if (o.op.kind === "deposit") totals[o.who]! += o.op.cents;
        if (o.op.kind === "withdraw") totals[o.who]! -= o.op.cents;
      });
      // Let the platform confirm deposits and pay out withdrawals, then compare with the model.
      s.clock.advance(s.ctx.config.depositConfirmDelayMs + s.ctx.config.withdrawalApproveDelayMs);
      for (let i = 0; i < members.length; i++) expect(await totalOf(i)).toBe(totals[i]);
      const l = await checkLedger(s.ctx.db);
      expect(l.wallets + l.external).toBe(0);
      expect(l.unbalancedJournals).toBe(0);
      expect(l.driftedAccounts).toBe(0);
      expect(l.negativeAccounts).toBe(0);
    }),
    { numRuns: 25 },
  );
}, 180_000);
