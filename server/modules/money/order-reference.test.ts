// Order references over real HTTP and SQLite: every deposit and withdrawal has one a player can
// read out (no look-alike symbols), none repeats, and none tells how many orders came before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DepositOrder } from "../../../src/api/contract/deposit.ts";
import type { Withdrawal } from "../../../src/api/contract/withdrawal.ts";
import { backfillReferences, REFERENCE_RE } from "./order-reference.ts";
import { fund, readyToWithdraw, register, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const deposit = async (api: Awaited<ReturnType<typeof register>>["api"], amount: string) =>
  (await api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", { channelId: "bank", amount }))
    .body.result;

describe("order references", () => {
  it("a deposit's reference is readable aloud, unique and says nothing of the volume", async () => {
    const refs = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const m = await register(s.base);
      const first = await deposit(m.api, "100");
      expect(first.reference).toMatch(REFERENCE_RE);
      expect(first.reference.startsWith("D-")).toBe(true);
      refs.add(first.reference);
      // The order's own reads and the list answer the same reference.
      const one = await m.api.get<DepositOrder>(`/api/VipUser/GetDepositOrder/${first.id}`);
      expect(one.body.result.reference).toBe(first.reference);
      const list = await m.api.get<{ items: DepositOrder[] }>("/api/VipUser/GetDepositOrders");
      expect(list.body.result.items.map((o) => o.reference)).toEqual([first.reference]);
    }
    expect(refs.size).toBe(6);
  });

  it("a withdrawal has one too", async () => {
    const m = await register(s.base);
    const cardId = await readyToWithdraw(s, m.api, {
      accountNo: "6222 0200 1234 5678",
      withdrawalPassword: "123456",
    });
    await fund(s, m.api, "300");
    const r = await m.api.money<Withdrawal>("/api/VipUser/CreateWithdrawal", {
      amount: "200",
      withdrawalPassword: "123456",
      bankAccountId: cardId,
    });
    expect(r.status).toBe(200);
    expect(r.body.result.reference).toMatch(REFERENCE_RE);
    expect(r.body.result.reference.startsWith("W-")).toBe(true);
    const list = await m.api.get<{ items: Withdrawal[] }>("/api/VipUser/GetWithdrawals");
    expect(list.body.result.items[0]?.reference).toBe(r.body.result.reference);
  });

  it("orders placed before references existed get one at start, each its own", async () => {
    const m = await register(s.base);
    const a = await deposit(m.api, "10");
    const b = await deposit(m.api, "20");
    await s.ctx.db.run("UPDATE deposit_orders SET reference = NULL WHERE id IN (?, ?)", [
      a.id,
      b.id,
    ]);
    await backfillReferences(s.ctx.db);
    const refs = (await s.ctx.db.pluck("SELECT reference FROM deposit_orders WHERE id IN (?, ?)", [
      a.id,
      b.id,
    ])) as string[];
    expect(refs).toHaveLength(2);
    for (const r of refs) expect(r).toMatch(REFERENCE_RE);
    expect(refs[0]).not.toBe(refs[1]);
  });
});
