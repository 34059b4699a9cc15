// Game URL, demo game rounds, game and trade records, self-service rebate over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameRecordsResult, TradeRecordsResult } from "../../../src/api/contract/records.ts";
import type { SearchVipReturnResult } from "../../../src/api/contract/rebate.ts";
import { checkLedger } from "./internals.ts";
import {
  call,
  fund,
  newKey,
  openDemoGame,
  playRound,
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

const openGame = (api: Client, plateType: string, gameId?: number | string) =>
  openDemoGame(s, api, plateType, gameId);
const round = (session: string, bet: string, key = newKey()) => playRound(s, session, bet, key);

describe("demo games", () => {
  it("serves the page and its assets without inline script", async () => {
    const page = await fetch(`${s.base}/demo-game/slot?t=abc`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/demo-game/assets/game.js"');
    expect(html).not.toMatch(/<script>[^<]/);
    expect((await fetch(`${s.base}/demo-game/assets/game.js`)).status).toBe(200);
    expect((await fetch(`${s.base}/demo-game/casino`)).status).toBe(404);
  });

  it("lets the sandboxed (opaque-origin) page call its API: CORS and a classic script", async () => {
    const pre = await fetch(`${s.base}/demo-game/api/round`, {
      method: "OPTIONS",
      headers: {
        origin: "null",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,idempotency-key",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("null");
    expect(pre.headers.get("access-control-allow-headers")).toContain("idempotency-key");
    const open = await fetch(`${s.base}/demo-game/api/open`, {
      method: "POST",
      headers: { origin: "null", "content-type": "application/json" },
      body: JSON.stringify({ ticket: "x".repeat(20) }),
    });
    expect(open.headers.get("access-control-allow-origin")).toBe("null");
    const html = await (await fetch(`${s.base}/demo-game/live`)).text();
    expect(html).not.toContain('type="module"');
  });

  it("plays rounds on the plate wallet and writes game records", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "500");
    // A member who moves money into game wallets themselves (the transfer-free wallet off).
    await m.api.post("/api/VipUser/SetWalletSettings", { transferFree: false });
    await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "slot",
      amount: "200",
    });
    const { url, ticket, open } = await openGame(m.api, "slot");
    expect(url).toMatch(/^\/demo-game\/slot\?t=/);
    expect(open.body.result.balance).toBe("200.00");
    const again = await call(s.base, "/demo-game/api/open", { ticket });
    expect(again.status).toBe(403);
    let balance = 20_000;
    for (let i = 0; i < 10; i++) {
      const r = await round(open.body.result.session, "10");
      expect(r.status).toBe(200);
      balance += Math.round(Number(r.body.result.win) * 100) - 1000;
      expect(r.body.result.balance).toBe((balance / 100).toFixed(2));
    }
    const state = await call<{ balance: string }>(s.base, "/demo-game/api/state", {
      session: open.body.result.session,
    });
    expect(state.body.result.balance).toBe((balance / 100).toFixed(2));
    const rec = await m.api.post<GameRecordsResult>("/api/VipUser/GetGameRecords", {
      pageSize: 4,
      plateType: "slot",
    });
    expect(rec.body.result.total).toBe(10);
    expect(rec.body.result.items).toHaveLength(4);
    expect(rec.body.result.summary.bet).toBe("100.00");
    const page3 = await m.api.post<GameRecordsResult>("/api/VipUser/GetGameRecords", {
      pageSize: 4,
      pageIndex: 3,
    });
    expect(page3.body.result.items).toHaveLength(2);
    const live = await m.api.post<GameRecordsResult>("/api/VipUser/GetGameRecords", {
      plateType: "live",
    });
    expect(live.body.result.total).toBe(0);
    const l = await checkLedger(s.ctx.db);
    expect(l.wallets + l.external).toBe(0);
  });

  it("refuses bets over the plate balance and bad sessions", async () => {
    const m = await register(s.base);
    const { open } = await openGame(m.api, "fish");
    const r = await round(open.body.result.session, "10");
    expect([r.status, r.body.message]).toEqual([422, "Insufficient balance"]);
    const bad = await round("nonexistent-session", "10");
    expect(bad.status).toBe(403);
    const noKey = await call(s.base, "/demo-game/api/round", {
      session: open.body.result.session,
      bet: "10",
    });
    expect(noKey.status).toBe(400);
  });

  it("uses games of the catalogue and refuses unknown or mismatched ones", async () => {
    const m = await register(s.base);
    const game = (await s.ctx.db.get("SELECT id, plate_type, name, name_en FROM games LIMIT 1")) as
      { id: number; plate_type: string; name: string; name_en: string } | undefined;
    expect(game).toBeDefined();
    if (game) {
      const { open } = await openGame(m.api, game.plate_type, game.id);
      expect(open.body.result.gameName).toBe(game.name_en || game.name);
      const byText = await openGame(m.api, game.plate_type, String(game.id));
      expect(byText.open.body.result.gameName).toBe(game.name_en || game.name);
      const other = game.plate_type === "slot" ? "live" : "slot";
      const mismatch = await m.api.post("/api/VipUser/GetGameUrlV2", {
        plateType: other,
        gameId: game.id,
      });
      expect(mismatch.status).toBe(422);
    }
    const unknown = await m.api.post("/api/VipUser/GetGameUrlV2", {
      plateType: "slot",
      gameId: 99_999_999,
    });
    expect(unknown.status).toBe(404);
    expect((await m.api.post("/api/VipUser/GetGameUrlV2", { plateType: "sys" })).status).toBe(422);
    expect((await call(s.base, "/api/VipUser/GetGameUrlV2", { plateType: "slot" })).status).toBe(
      401,
    );
  });
});

describe("records and rebate", () => {
  it("lists trade records with kind, plate and date filters", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "300");
    await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "live",
      amount: "100",
    });
    const all = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {});
    expect(all.body.result.items.map((i) => i.kind)).toEqual(["transfer", "deposit"]);
    expect(all.body.result.items[0]).toMatchObject({
      amount: "100.00",
      fromPlateType: "sys",
      toPlateType: "live",
      status: "done",
    });
    const live = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {
      plateType: "live",
    });
    expect(live.body.result.total).toBe(1);
    const deposits = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {
      kind: "deposit",
    });
    expect(deposits.body.result.total).toBe(1);
    const past = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {
      startDate: "2020-01-01",
      endDate: "2020-01-31",
    });
    expect(past.body.result.total).toBe(0);
    const reversed = await m.api.post("/api/VipUser/GetTradeRecords", {
      startDate: "2020-02-01",
      endDate: "2020-01-31",
    });
    expect(reversed.status).toBe(422);
    const badDate = await m.api.post("/api/VipUser/GetTradeRecords", { startDate: "2020-13-01" });
    expect([badDate.status, badDate.body.message]).toEqual([422, "Invalid Start date"]);
  });

  it("lists trade records newest first by their order, however many came before", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    // Twelve transfers in the same instant: ids run past one digit ("j9", then "j10"…).
    for (let i = 1; i <= 12; i++) {
      await m.api.money("/api/VipUser/ChangeBalance", {
        fromPlateType: "sys",
        toPlateType: "live",
        amount: String(i),
      });
    }
    const r = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {
      kind: "transfer",
      pageSize: 20,
    });
    expect(r.body.result.items.map((i) => i.amount)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${12 - i}.00`),
    );
  });

  it("computes 0.5% of unrebated valid bets and credits sys once", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "1000");
    await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "live",
      amount: "1000",
    });
    const { open } = await openGame(m.api, "live");
    for (let i = 0; i < 4; i++) await round(open.body.result.session, "50");
    const is = await m.api.post("/api/VipUser/IsVipGroupReturn");
    expect(is.body.result).toMatchObject({ enabled: true, ratePercent: "0.50" });
    const search = await m.api.post<SearchVipReturnResult>("/api/VipUser/SearchVipReturn");
    expect(search.body.result).toMatchObject({
      validBet: "200.00",
      amount: "1.00",
      claimable: true,
    });
    const key = newKey();
    const claim = await m.api.post("/api/VipUser/GetVipReturn", {}, { key });
    expect(claim.body.result).toMatchObject({ amount: "1.00", balance: "1.00" });
    const replay = await m.api.post("/api/VipUser/GetVipReturn", {}, { key });
    expect(replay.body).toEqual(claim.body);
    const empty = await m.api.money("/api/VipUser/GetVipReturn");
    expect([empty.status, empty.body.message]).toEqual([422, "There is no rebate to claim yet"]);
    const rebates = await m.api.post<TradeRecordsResult>("/api/VipUser/GetTradeRecords", {
      kind: "rebate",
    });
    expect(rebates.body.result.items[0]?.amount).toBe("1.00");
  });
});
