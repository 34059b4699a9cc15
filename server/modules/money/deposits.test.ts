// Deposits over real HTTP: channels, pending → confirmed (injected clock and real timer), refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DepositChannel, DepositOrder } from "../../../src/api/contract/deposit.ts";
import type { Page } from "../../../src/api/contract/wallet.ts";
import { register, startServer, type TestServer } from "./test-helpers.ts";

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
    [{ channelId: "bank", amount: "9.99" }, 422, "between 10.00 and 50000.00"],
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
    const row = real.ctx.db
      .prepare("SELECT status FROM deposit_orders WHERE id = ?")
      .pluck()
      .get(c.body.result.id);
    expect(row).toBe("confirmed");
  });
});
