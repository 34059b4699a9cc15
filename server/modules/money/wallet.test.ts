// Wallet calls over real HTTP: demo seed, balances, transfers, collect all, idempotency, refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger, seedDemoWallets } from "./internals.ts";
import {
  call,
  fund,
  login,
  newKey,
  register,
  startServer,
  type TestServer,
} from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const healthy = async () => {
  const l = await checkLedger(s.ctx.db);
  expect(l.wallets + l.external).toBe(0);
  expect([l.unbalancedJournals, l.driftedAccounts, l.negativeAccounts]).toEqual([0, 0, 0]);
};

describe("balances", () => {
  it("gives demo 10000.00 in sys once, even when seeded again", async () => {
    const demo = await login(s.base, "demo", "demo1234");
    expect(demo.balance).toBe("10000.00");
    await seedDemoWallets(s.ctx);
    await seedDemoWallets(s.ctx);
    const r = await demo.api.post("/api/VipUser/RefreshBalance", { plateType: "sys" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, result: "10000.00" });
    expect(r.headers.get("cache-control")).toBe("no-store");
    await healthy();
  });

  it("lists every wallet with a localized name", async () => {
    const m = await register(s.base);
    const en = await m.api.get<{ plateType: string; name: string; balance: string }[]>(
      "/api/VipUser/GetPlateTypeList",
    );
    expect(en.body.result.map((p) => p.plateType)).toEqual([
      "sys",
      "slot",
      "live",
      "sports",
      "lottery",
      "chess",
      "fish",
    ]);
    expect(en.body.result[0]).toEqual({ plateType: "sys", name: "Main wallet", balance: "0.00" });
    const zh = await m.api.get<{ name: string }[]>("/api/VipUser/GetPlateTypeList", {
      lang: "zh-hans",
    });
    expect(zh.body.result[0]?.name).toBe("中心钱包");
  });

  it("refuses without a token (401) and an unknown plate type (422)", async () => {
    const anon = await call(s.base, "/api/VipUser/RefreshBalance", { plateType: "sys" });
    expect(anon.status).toBe(401);
    const m = await register(s.base);
    const bad = await m.api.post("/api/VipUser/RefreshBalance", { plateType: "casino" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("Invalid Platform");
  });
});

describe("transfers", () => {
  it("moves money between wallets and collects it all back", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "1000");
    const t = await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "slot",
      amount: "250.50",
    });
    expect(t.body.result).toEqual({
      fromPlateType: "sys",
      fromBalance: "749.50",
      toPlateType: "slot",
      toBalance: "250.50",
    });
    await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "live",
      amount: 49.5,
    });
    const all = await m.api.money("/api/VipUser/TellerAllBalance");
    expect(all.body).toMatchObject({ ok: true, result: "1000.00" });
    const slot = await m.api.post("/api/VipUser/RefreshBalance", { plateType: "slot" });
    expect(slot.body.result).toBe("0.00");
    await healthy();
  });

  it("refuses overdraw with a clear message and changes nothing", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    const body = { fromPlateType: "sys", toPlateType: "fish", amount: "100.01" };
    const en = await m.api.money("/api/VipUser/ChangeBalance", body);
    expect(en.status).toBe(422);
    expect(en.body.message).toBe("Insufficient balance");
    const zh = await m.api.money("/api/VipUser/ChangeBalance", body, { lang: "zh-hans" });
    expect(zh.body.message).toBe("余额不足");
    const sys = await m.api.post("/api/VipUser/RefreshBalance", {});
    expect(sys.body.result).toBe("100.00");
  });

  it.each([
    [{ fromPlateType: "sys", toPlateType: "sys", amount: "1" }, "Choose two different wallets"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: "0" }, "Amount must be greater than 0"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: "-1" }, "Amount must be"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: "1.001" }, "Amount must be"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: "NaN" }, "Amount must be"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: 1e21 }, "Amount must be"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: "12345678901" }, "Amount must be"],
    [{ fromPlateType: "sys", toPlateType: "slot", amount: true }, "Amount must be"],
    [{ fromPlateType: "sys", toPlateType: "slot" }, "Amount must be"],
    [
      { fromPlateType: "x".repeat(5000), toPlateType: "slot", amount: "1" },
      "Invalid From platform",
    ],
  ])("refuses %j with 422", async (body, message) => {
    const m = await register(s.base);
    const r = await m.api.money("/api/VipUser/ChangeBalance", body);
    expect(r.status).toBe(422);
    expect(r.body.message).toContain(message);
  });

  it("never overdraws under 40 concurrent transfers", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "1000");
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        m.api.money("/api/VipUser/ChangeBalance", {
          fromPlateType: "sys",
          toPlateType: "chess",
          amount: "30",
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(33);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
    const sys = await m.api.post("/api/VipUser/RefreshBalance", {});
    expect(sys.body.result).toBe("10.00");
    await healthy();
  });
});

describe("idempotency", () => {
  it("answers a retry with the first result and moves money once", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    const key = newKey();
    const body = { fromPlateType: "sys", toPlateType: "slot", amount: "10" };
    const first = await m.api.post("/api/VipUser/ChangeBalance", body, { key });
    const again = await m.api.post("/api/VipUser/ChangeBalance", body, { key });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const sys = await m.api.post("/api/VipUser/RefreshBalance", {});
    expect(sys.body.result).toBe("90.00");
  });

  it("replays a refusal with its status too", async () => {
    const m = await register(s.base);
    const key = newKey();
    const body = { fromPlateType: "sys", toPlateType: "slot", amount: "10" };
    const first = await m.api.post("/api/VipUser/ChangeBalance", body, { key });
    expect(first.status).toBe(422);
    await fund(s, m.api, "100");
    const again = await m.api.post("/api/VipUser/ChangeBalance", body, { key });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
  });

  it("refuses the same key with a different body (422) and a missing key (400)", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    const key = newKey();
    await m.api.post(
      "/api/VipUser/ChangeBalance",
      { fromPlateType: "sys", toPlateType: "slot", amount: "10" },
      { key },
    );
    const other = await m.api.post(
      "/api/VipUser/ChangeBalance",
      { fromPlateType: "sys", toPlateType: "slot", amount: "11" },
      { key },
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toContain("already used for a different request");
    const none = await m.api.post("/api/VipUser/TellerAllBalance", {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Idempotency-Key header is required");
    const sys = await m.api.post("/api/VipUser/RefreshBalance", {});
    expect(sys.body.result).toBe("90.00");
  });

  it("keeps keys per member", async () => {
    const a = await register(s.base);
    const b = await register(s.base);
    await fund(s, a.api, "50");
    await fund(s, b.api, "50");
    const key = newKey();
    const body = { fromPlateType: "sys", toPlateType: "slot", amount: "5" };
    expect((await a.api.post("/api/VipUser/ChangeBalance", body, { key })).status).toBe(200);
    const rb = await b.api.post("/api/VipUser/ChangeBalance", body, { key });
    expect(rb.status).toBe(200);
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
  });
});
