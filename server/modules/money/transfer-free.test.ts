// The transfer-free wallet over real HTTP and SQLite: the per-member setting, entering a game
// moves all the money into its wallet (shown in trade records), collecting brings it back, and
// concurrent or retried entries never move money twice or lose any.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameUrlResult } from "../../../src/api/contract/game-url.ts";
import { checkLedger } from "./internals.ts";
import {
  call,
  decrypt,
  fund,
  login,
  newKey,
  PASSWORD,
  register,
  startServer,
  type Client,
  type TestServer,
} from "./test-helpers.ts";
import { toCents } from "./cents.ts";

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

async function balances(api: Client): Promise<Record<string, string>> {
  const r = await api.get<{ plateType: string; balance: string }[]>(
    "/api/VipUser/GetPlateTypeList",
  );
  return Object.fromEntries(r.body.result.map((w) => [w.plateType, w.balance]));
}

const turnOn = (api: Client) => api.post("/api/VipUser/SetWalletSettings", { transferFree: true });
const turnOff = (api: Client) =>
  api.post("/api/VipUser/SetWalletSettings", { transferFree: false });

function enter(api: Client, plateType: string, key?: string) {
  return api.post<string>("/api/VipUser/GetGameUrlV2", { plateType }, key ? { key } : {});
}
const opened = (r: { body: { result: string } }) => decrypt<GameUrlResult>(s, r.body.result);

/** Journals that moved money into a game wallet for the transfer-free setting. */
const autoMoves = async (userId: number) =>
  (await s.ctx.db.pluckOne(
    "SELECT COUNT(*) FROM journal WHERE user_id = ? AND ref = 'transfer-free'",
    [userId],
  )) as number;

describe("the setting", () => {
  it("is on for a member who never chose, keeps each member's choice and refuses a value that is not true or false", async () => {
    const a = await register(s.base);
    const b = await register(s.base);
    const read = (api: Client) => api.get("/api/VipUser/GetWalletSettings");
    expect((await read(a.api)).body).toMatchObject({ ok: true, result: { transferFree: true } });
    const set = await turnOff(a.api);
    expect(set.body).toMatchObject({ ok: true, result: { transferFree: false } });
    // Another login of the same member reads it from the platform, another member is untouched.
    const again = await login(s.base, a.userName, PASSWORD);
    expect((await read(again.api)).body.result).toEqual({ transferFree: false });
    expect((await read(b.api)).body.result).toEqual({ transferFree: true });

    const bad = await a.api.post("/api/VipUser/SetWalletSettings", { transferFree: "yes" });
    expect(bad.status).toBe(422);
    expect((await read(a.api)).body.result).toEqual({ transferFree: false });
    await turnOn(a.api);
    expect((await read(again.api)).body.result).toEqual({ transferFree: true });
  });

  it("a new member's money follows them into a game without any setting", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    const r = await enter(m.api, "slot");
    expect(opened(r).transferred).toBe("100.00");
    expect(await balances(m.api)).toMatchObject({ sys: "0.00", slot: "100.00" });
    await healthy();
  });

  it("off: entering a game moves nothing", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    await turnOff(m.api);
    const r = await enter(m.api, "slot");
    expect(r.status).toBe(200);
    expect(opened(r).transferred).toBeUndefined();
    expect(await balances(m.api)).toMatchObject({ sys: "100.00", slot: "0.00" });
  });
});

describe("entering and coming back", () => {
  it("moves all the money into the game's wallet, shows each move in records, and collects it back", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    // Money left in another game's wallet follows too.
    await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "live",
      amount: "30",
    });
    await turnOn(m.api);
    const r = await enter(m.api, "slot");
    expect(r.status).toBe(200);
    expect(opened(r)).toMatchObject({
      transferred: "100.00",
      url: expect.stringMatching(/^\/demo-game\/slot\?t=/),
    });
    expect(await balances(m.api)).toMatchObject({ sys: "0.00", live: "0.00", slot: "100.00" });

    // The game plays from that wallet.
    const ticket = new URL(opened(r).url, s.base).searchParams.get("t");
    const game = await call<{ balance: string }>(s.base, "/demo-game/api/open", { ticket });
    expect(game.body.result.balance).toBe("100.00");

    const records = await m.api.post<{
      items: { kind: string; fromPlateType: string; toPlateType: string; amount: string }[];
    }>("/api/VipUser/GetTradeRecords", { pageIndex: 1, pageSize: 10, kind: "transfer" });
    expect(records.body.result.items.slice(0, 2)).toEqual([
      expect.objectContaining({ fromPlateType: "sys", toPlateType: "slot", amount: "70.00" }),
      expect.objectContaining({ fromPlateType: "live", toPlateType: "slot", amount: "30.00" }),
    ]);

    const back = await m.api.money("/api/VipUser/TellerAllBalance");
    expect(back.body.result).toBe("100.00");
    expect(await balances(m.api)).toMatchObject({ sys: "100.00", slot: "0.00" });
    await healthy();
  });

  it("refuses entry during a time-out and moves nothing", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "50");
    await turnOn(m.api);
    await m.api.post("/api/VipUser/SetTimeOut", { duration: "24h" });
    const r = await enter(m.api, "slot");
    expect(r.status).toBe(403);
    expect(await balances(m.api)).toMatchObject({ sys: "50.00", slot: "0.00" });
  });
});

describe("idempotency and concurrency", () => {
  it("40 entries at once move the money once: nothing doubled, nothing lost", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    await turnOn(m.api);
    const results = await Promise.all(Array.from({ length: 40 }, () => enter(m.api, "fish")));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    const moved = results.map((r) => opened(r).transferred);
    expect(moved.filter((x) => x === "100.00")).toHaveLength(1);
    expect(moved.filter((x) => x === "0.00")).toHaveLength(39);
    expect(await autoMoves(m.id)).toBe(1);
    expect(await balances(m.api)).toMatchObject({ sys: "0.00", fish: "100.00" });
    await healthy();
  });

  it("40 copies of one request (one Idempotency-Key) answer the same ticket and move once", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    await turnOn(m.api);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 40 }, () => enter(m.api, "slot", key)));
    const urls = new Set(results.map((r) => opened(r).url));
    expect(urls.size).toBe(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(39);
    // Money that arrives later is not moved by a late retry of the same request.
    await fund(s, m.api, "20");
    const late = await enter(m.api, "slot", key);
    expect(opened(late)).toEqual(opened(results[0]!));
    expect(await autoMoves(m.id)).toBe(1);
    expect(await balances(m.api)).toMatchObject({ sys: "20.00", slot: "100.00" });
  });

  it("40 mixed entries into different games and collections at once keep every cent", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "100");
    await turnOn(m.api);
    const plates = ["slot", "live", "fish", "chess"];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 5 === 4 ? m.api.money("/api/VipUser/TellerAllBalance") : enter(m.api, plates[i % 4]!),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    const all = await balances(m.api);
    const total = Object.values(all).reduce((sum, b) => sum + toCents(b), 0);
    expect(total).toBe(10_000);
    expect(await autoMoves(m.id)).toBeGreaterThan(0);
    // All of it sits in one wallet: whichever request ran last took it.
    expect(Object.values(all).filter((b) => b !== "0.00")).toEqual(["100.00"]);
    await healthy();
  });
});
