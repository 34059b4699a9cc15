// Deposits over real HTTP: channels, pending → confirmed (injected clock and real timer), refusals.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BonusState } from "../../../src/api/contract/bonus.ts";
import type { DepositChannel, DepositOrder } from "../../../src/api/contract/deposit.ts";
import type { TradeRecordsResult } from "../../../src/api/contract/records.ts";
import type { Page } from "../../../src/api/contract/wallet.ts";
import {
  login,
  PASSWORD,
  register,
  startServer,
  uniqueName,
  type TestServer,
} from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe("deposits", () => {
  it("offers a bank transfer and a USDT wallet with address and QR payload", async () => {
    const m = await register(s.base);
    const r = await m.api.get<DepositChannel[]>("/api/VipUser/GetDepositChannels");
    expect(r.body.result.map((c) => c.id)).toEqual(["bank", "usdt-trc20"]);
    const usdt = r.body.result[1];
    expect(usdt?.wallet?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(usdt?.wallet?.qrPayload).toBe(`tron:${usdt?.wallet?.address}`);
    expect(r.body.result[0]?.bank?.accountNo).toBeTruthy();
    expect(r.headers.get("cache-control")).toBe("no-store");
  });

  it("creates a pending order that is credited once due (read settles it)", async () => {
    const m = await register(s.base);
    const c = await m.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
      channelId: "usdt-trc20",
      amount: "123.45",
    });
    expect(c.status).toBe(200);
    expect(c.body.result).toMatchObject({ amount: "123.45", status: "pending" });
    expect(c.body.result.wallet?.network).toBe("TRC20");
    const id = c.body.result.id;
    const before = await m.api.post("/api/VipUser/RefreshBalance", {});
    expect(before.body.result).toBe("0.00");
    s.clock.advance(60_000);
    const o = await m.api.get<DepositOrder>(`/api/VipUser/GetDepositOrder/${id}`);
    expect(o.body.result.status).toBe("confirmed");
    const after = await m.api.post("/api/VipUser/RefreshBalance", {});
    expect(after.body.result).toBe("123.45");
    const list = await m.api.get<Page<DepositOrder>>("/api/VipUser/GetDepositOrders?pageSize=5");
    expect(list.body.result).toMatchObject({ total: 1, pageIndex: 1, pageSize: 5 });
  });

  it.each([
    [{ channelId: "bank", amount: "9.99" }, 422, "between CN¥10.00 and CN¥50,000.00"],
    [{ channelId: "bank", amount: "50000.01" }, 422, "between"],
    [{ channelId: "paypal", amount: "100" }, 422, "Invalid Deposit channel"],
    [{ channelId: "bank", amount: "-100" }, 422, "Amount must be"],
    [{ channelId: "bank", amount: "100", payerName: "x".repeat(51) }, 422, "Invalid Payer name"],
    [[1, 2], 400, "Invalid"],
  ])("refuses %j", async (body, status, message) => {
    const m = await register(s.base);
    const r = await m.api.money("/api/VipUser/CreateDepositOrder", body);
    expect(r.status).toBe(status);
    expect(r.body.message).toContain(message);
    const list = await m.api.get<Page<DepositOrder>>("/api/VipUser/GetDepositOrders");
    expect(list.body.result.total).toBe(0);
  });

  it("keeps the seeded promises: 100% on the first deposit (at most 1,888.00), 5% on the day's first, once each, in the records", async () => {
    let m = await register(s.base);
    await m.api.post("/api/VipUser/BindVipInfo", { realName: uniqueName() });
    const deviceId = randomBytes(12).toString("base64url");
    // A day later the session has ended: the member logs in again.
    const nextDay = async () => {
      s.clock.advance(24 * 3_600_000);
      m = { ...m, ...(await login(s.base, m.userName, PASSWORD)) };
    };
    const deposit = async (amount: string, claimBonus = true) => {
      const c = await m.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
        channelId: "bank",
        amount,
        ...(claimBonus ? { claimBonus, deviceId } : {}),
      });
      expect(c.body.result).toMatchObject({ claimBonus, bonus: "0.00" });
      s.clock.advance(60_000);
      return (await m.api.get<DepositOrder>(`/api/VipUser/GetDepositOrder/${c.body.result.id}`))
        .body.result;
    };
    const balance = async () =>
      (await m.api.post<string>("/api/VipUser/RefreshBalance", {})).body.result;

    // The account's first deposit: doubled.
    expect(await deposit("200")).toMatchObject({ status: "confirmed", bonus: "200.00" });
    expect(await balance()).toBe("400.00");
    // Reading again (settling again) credits nothing more.
    await m.api.get("/api/VipUser/GetDepositOrders");
    expect(await balance()).toBe("400.00");
    // The same day's second deposit: no bonus.
    expect((await deposit("50", false)).bonus).toBe("0.00");
    // One bonus in play at a time: the first is given up before the next day's.
    const { bonus } = (await m.api.get<BonusState>("/api/VipUser/GetBonus")).body.result;
    await m.api.money("/api/VipUser/ForfeitBonus", { bonusId: bonus!.id });
    expect(await balance()).toBe("250.00");
    // The next day's first deposit: 5%.
    await nextDay();
    expect((await deposit("200")).bonus).toBe("10.00");
    expect(await balance()).toBe("460.00");
    const records = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {
      kind: "promotion",
    });
    expect(records.body.result.items.map((r) => [r.amount, r.fromPlateType ?? "in"])).toEqual([
      ["10.00", "in"],
      ["200.00", "sys"],
      ["200.00", "in"],
    ]);

    // A deposit that does not claim gets nothing; the first-deposit bonus is capped.
    let other = await register(s.base);
    await other.api.post("/api/VipUser/BindVipInfo", { realName: uniqueName() });
    const big = await other.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "5000",
      claimBonus: true,
      deviceId: randomBytes(12).toString("base64url"),
    });
    s.clock.advance(60_000);
    const got = await other.api.get<DepositOrder>(
      `/api/VipUser/GetDepositOrder/${big.body.result.id}`,
    );
    expect(got.body.result.bonus).toBe("1888.00");
    s.clock.advance(24 * 3_600_000);
    other = { ...other, ...(await login(s.base, other.userName, PASSWORD)) };
    const plain = await other.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "100",
    });
    s.clock.advance(60_000);
    const none = await other.api.get<DepositOrder>(
      `/api/VipUser/GetDepositOrder/${plain.body.result.id}`,
    );
    expect(none.body.result).toMatchObject({
      status: "confirmed",
      claimBonus: false,
      bonus: "0.00",
    });
  });

  it("hides someone else's and unknown orders (404) and refuses bad ids (400)", async () => {
    const a = await register(s.base);
    const b = await register(s.base);
    const c = await a.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "50",
    });
    const other = await b.api.get(`/api/VipUser/GetDepositOrder/${c.body.result.id}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Deposit order not found");
    expect((await a.api.get("/api/VipUser/GetDepositOrder/999999")).status).toBe(404);
    expect((await a.api.get("/api/VipUser/GetDepositOrder/abc")).status).toBe(400);
    expect((await a.api.get("/api/VipUser/GetDepositOrders?pageSize=1000")).status).toBe(400);
  });
});

describe("deposit timer", () => {
  let real: TestServer;
  beforeAll(async () => {
    real = await startServer({ realClock: true, config: { depositConfirmDelayMs: 150 } });
  });
  afterAll(() => real.close());

  it("confirms in real time without any read", async () => {
    const m = await register(real.base);
    const c = await m.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "20",
    });
    await new Promise((r) => setTimeout(r, 400));
    const row = await real.ctx.db.pluckOne("SELECT status FROM deposit_orders WHERE id = ?", [
      c.body.result.id,
    ]);
    expect(row).toBe("confirmed");
  });
});
