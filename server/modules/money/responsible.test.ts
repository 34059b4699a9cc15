// Responsible gaming over real HTTP: limits with cooling-off, time-out, self-exclusion, enforcement.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResponsibleGamingState } from "../../../src/api/contract/responsible.ts";
import { PASSWORD, call, fund, register, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  // Tokens must outlive the clock jumps of these tests.
  s = await startServer({ config: { accessTokenTtlSec: 400 * 86_400 } });
});
afterAll(() => s.close());

const HOUR = 3_600_000;
type Rg = ResponsibleGamingState;

describe("deposit limits", () => {
  it("applies a decrease at once and refuses deposits over what remains", async () => {
    const m = await register(s.base);
    const set = await m.api.post<Rg>("/api/VipUser/SetDepositLimit", {
      passWord: PASSWORD,
      period: "day",
      amount: "500",
    });
    expect(set.body.result.limits[0]).toMatchObject({
      period: "day",
      limit: "500.00",
      remaining: "500.00",
      pending: null,
    });
    const first = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "300",
    });
    expect(first.status).toBe(200);
    const over = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "200.01",
    });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(
      "This deposit is over your daily deposit limit: you can deposit up to CN¥200.00 now",
    );
    const zh = await m.api.money(
      "/api/VipUser/CreateDepositOrder",
      { channelId: "bank", amount: "201" },
      { lang: "zh-hans" },
    );
    expect(zh.body.message).toBe("本次充值超出您的每日充值限额，目前最多可充值 ¥200.00");
    const exact = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "200",
    });
    expect(exact.status).toBe(200);
    s.clock.advance(25 * HOUR);
    const next = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "500",
    });
    expect(next.status).toBe(200);
  });

  it("applies an increase or removal only after the 24 h cooling-off", async () => {
    const m = await register(s.base);
    await m.api.post("/api/VipUser/SetDepositLimit", {
      passWord: PASSWORD,
      period: "week",
      amount: "100",
    });
    const raise = await m.api.post<Rg>("/api/VipUser/SetDepositLimit", {
      passWord: PASSWORD,
      period: "week",
      amount: null,
    });
    const week = raise.body.result.limits[1];
    expect(week?.limit).toBe("100.00");
    expect(week?.pending?.limit).toBeNull();
    const refused = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "150",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("weekly");
    s.clock.advance(24 * HOUR + 1);
    const later = await m.api.get<Rg>("/api/VipUser/GetResponsibleGaming");
    expect(later.body.result.limits[1]).toMatchObject({ limit: null, pending: null });
    const ok = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "150",
    });
    expect(ok.status).toBe(200);
  });

  it.each([
    [{ period: "year", amount: "1" }],
    [{ period: "day", amount: "-1" }],
    [{ period: "day" }],
    [{ period: "day", amount: "1.234" }],
  ])("refuses %j", async (body) => {
    const m = await register(s.base);
    const r = await m.api.post("/api/VipUser/SetDepositLimit", { ...body, passWord: PASSWORD });
    expect(r.status).toBe(422);
    const st = await m.api.get<Rg>("/api/VipUser/GetResponsibleGaming");
    expect(st.body.result.limits.every((l) => l.limit === null)).toBe(true);
  });
});

describe("reality check, time-out and self-exclusion", () => {
  it("stores the reality-check interval", async () => {
    const m = await register(s.base);
    const r = await m.api.post<Rg>("/api/VipUser/SetRealityCheck", { minutes: 30 });
    expect(r.body.result.realityCheckMinutes).toBe(30);
    expect((await m.api.post("/api/VipUser/SetRealityCheck", { minutes: 7 })).status).toBe(422);
  });

  it("a time-out blocks money calls and login, then ends", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    const t = await m.api.post<Rg>("/api/VipUser/SetTimeOut", { duration: "24h" });
    expect(t.body.result.timeoutUntil).toBeTruthy();
    const transfer = await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "slot",
      amount: "1",
    });
    expect(transfer.status).toBe(403);
    // The end as the app writes times, in the platform's zone and named: it cannot know the phone's.
    expect(transfer.body.message).toMatch(
      /^You are on a time-out until \d{2}\/\d{2}\/20\d{2} \d{2}:\d{2} GMT-4$/,
    );
    const dep = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "10",
    });
    expect(dep.status).toBe(403);
    expect((await m.api.post("/api/VipUser/GetGameUrlV2", { plateType: "slot" })).status).toBe(403);
    const login = await call(s.base, "/api/vipuser/Login", {
      userName: m.userName,
      passWord: PASSWORD,
    });
    expect(login.status).toBe(403);
    // Reading balances, collecting and moving money back to sys stay possible.
    expect((await m.api.money("/api/VipUser/TellerAllBalance")).status).toBe(200);
    const back = await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "slot",
      toPlateType: "sys",
      amount: "1",
    });
    expect([back.status, back.body.message]).toEqual([422, "Insufficient balance"]);
    // Reading balances stays possible.
    expect((await m.api.post("/api/VipUser/RefreshBalance", {})).body.result).toBe("100.00");
    s.clock.advance(24 * HOUR + 1);
    const after = await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "slot",
      amount: "1",
    });
    expect(after.status).toBe(200);
  });

  it("self-exclusion lasts at least 6 months and cannot be shortened", async () => {
    const m = await register(s.base);
    expect(
      (await m.api.post("/api/VipUser/SelfExclude", { months: 3, passWord: PASSWORD })).status,
    ).toBe(422);
    const r = await m.api.post<Rg>("/api/VipUser/SelfExclude", { months: 12, passWord: PASSWORD });
    const until = Date.parse(r.body.result.selfExclusionUntil ?? "");
    expect(until - s.clock.now).toBeGreaterThanOrEqual(360 * 24 * HOUR);
    const shorter = await m.api.post<Rg>("/api/VipUser/SelfExclude", {
      months: 6,
      passWord: PASSWORD,
    });
    expect(Date.parse(shorter.body.result.selfExclusionUntil ?? "")).toBe(until);
    const dep = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "10",
    });
    expect(dep.body.message).toMatch(/^You are self-excluded until /);
  });
});
