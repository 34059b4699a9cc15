// The USDT channel quotes its rate over real HTTP, in the member's tenant's currency, on the
// channel list and on the order; a currency without a quote offers no USDT channel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DepositChannel, DepositOrder } from "../../../src/api/contract/deposit.ts";
import { register, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const setCurrency = (userId: number, currency: string) =>
  s.ctx.db.run(
    "UPDATE tenants SET currency = ? WHERE id = (SELECT tenant_id FROM users WHERE id = ?)",
    [currency, userId],
  );

describe("USDT rate", () => {
  it("quotes what one USDT credits in the tenant's currency, on the channel and the order", async () => {
    const m = await register(s.base);
    const usdt = async () =>
      (await m.api.get<DepositChannel[]>("/api/VipUser/GetDepositChannels")).body.result.find(
        (c) => c.kind === "usdt",
      );
    try {
      expect((await usdt())?.wallet?.rate).toBe("7.18");
      const order = await m.api.money<DepositOrder>("/api/VipUser/CreateDepositOrder", {
        channelId: "usdt-trc20",
        amount: "100",
      });
      expect(order.body.result.wallet?.rate).toBe("7.18");
      await setCurrency(m.id, "USD");
      expect((await usdt())?.wallet?.rate).toBe("1.00");
      await setCurrency(m.id, "THB");
      expect((await usdt())?.wallet?.rate).toBe("34.50");
      // No quote, no USDT channel: the bank transfer stays.
      await setCurrency(m.id, "XAF");
      const r = await m.api.get<DepositChannel[]>("/api/VipUser/GetDepositChannels");
      expect(r.body.result.map((c) => c.id)).toEqual(["bank"]);
    } finally {
      await setCurrency(m.id, "CNY");
    }
  });
});
