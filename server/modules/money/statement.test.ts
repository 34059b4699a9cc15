// The activity statement over real HTTP: deposits, withdrawals, bonuses and win/loss per game
// type for a range of platform days, to the cent, and reconciled with the wallets the player owns.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformDay } from "../../../src/api/contract/platform-time.ts";
import {
  GAME_PLATE_TYPES,
  MAIN_WALLET,
  type WalletPlateType,
} from "../../../src/api/contract/wallet.ts";
import type { ActivityStatement, GameRecordsResult } from "../../../src/api/contract/records.ts";
import { toMoney } from "./cents.ts";
import {
  fund,
  openDemoGame,
  playRound,
  readyToWithdraw,
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

/** Integer cents of a signed wire amount (always 2 decimals): exact, no float. */
const toCents = (money: string) => Number(money.replace(".", ""));

const statement = (api: Client, startDate: string, endDate: string) =>
  api.post<ActivityStatement>("/api/VipUser/GetActivityStatement", { startDate, endDate });

/** Everything the member owns: every wallet (a pending withdrawal is not the player's to use). */
async function owned(api: Client): Promise<number> {
  let cents = 0;
  for (const plateType of [MAIN_WALLET, ...GAME_PLATE_TYPES] as WalletPlateType[]) {
    const r = await api.post<string>("/api/VipUser/RefreshBalance", { plateType });
    cents += toCents(r.body.result);
  }
  return cents;
}

async function play(api: Client, plateType: string, bets: string[]): Promise<void> {
  await api.money("/api/VipUser/ChangeBalance", {
    fromPlateType: MAIN_WALLET,
    toPlateType: plateType,
    amount: "100",
  });
  const { open } = await openDemoGame(s, api, plateType);
  for (const bet of bets) {
    const r = await playRound(s, open.body.result.session, bet);
    expect(r.status).toBe(200);
  }
}

describe("activity statement", () => {
  it("sums the ledger per kind and per game type, to the cent, and reconciles", async () => {
    const m = await register(s.base);
    const today = platformDay(new Date(s.clock.now));
    await fund(s, m.api, "1000.07");
    await fund(s, m.api, "234.56");
    // The player moves money into the game wallets themselves, so each game type's wallet holds
    // only its own rounds.
    await m.api.post("/api/VipUser/SetWalletSettings", { transferFree: false });
    await play(m.api, "slot", ["10", "2.35", "7.01"]);
    await play(m.api, "fish", ["5.55", "1"]);
    const rebate = await m.api.money<{ amount: string }>("/api/VipUser/GetVipReturn", {});
    expect(rebate.body.ok).toBe(true);
    expect(toCents(rebate.body.result.amount)).toBeGreaterThan(0);
    const cardId = await readyToWithdraw(s, m.api, {
      accountNo: `6222 ${String(m.id).padStart(8, "0")} 4321`,
      withdrawalPassword: "123456",
    });
    const w = await m.api.money("/api/VipUser/CreateWithdrawal", {
      amount: "100.25",
      withdrawalPassword: "123456",
      bankAccountId: cardId,
    });
    expect(w.body.ok).toBe(true);

    const r = await statement(m.api, today, today);
    expect(r.status).toBe(200);
    const st = r.body.result;
    expect(st).toMatchObject({
      startDate: today,
      endDate: today,
      deposits: "1234.63",
      withdrawals: "100.25",
      netDeposits: "1134.38",
      bonuses: rebate.body.result.amount,
    });
    // Per game type, as the bet records tell it.
    const records = async (plateType: string) =>
      (
        await m.api.post<GameRecordsResult>("/api/VipUser/GetGameRecords", {
          plateType,
          startDate: today,
          endDate: today,
        })
      ).body.result.summary;
    const slot = await records("slot");
    const fish = await records("fish");
    expect(st.games).toEqual([
      { plateType: "slot", bet: "19.36", winLoss: slot.profit },
      { plateType: "fish", bet: "6.55", winLoss: fish.profit },
    ]);
    expect(toCents(st.winLoss)).toBe(toCents(slot.profit) + toCents(fish.profit));
    // Everything the player owns now came in through the statement's lines (they started at 0).
    expect(toMoney(await owned(m.api))).toBe(
      toMoney(toCents(st.netDeposits) + toCents(st.bonuses) + toCents(st.winLoss)),
    );
    // Paying the withdrawal out changes nothing: it left the wallets when requested.
    s.clock.advance(s.ctx.config.withdrawalApproveDelayMs);
    expect((await statement(m.api, today, today)).body.result).toEqual(st);
  });

  it("is empty for a range without activity, and refuses a reversed or malformed one", async () => {
    const m = await register(s.base);
    await fund(s, m.api, "50");
    const day = (offset: number) => platformDay(new Date(s.clock.now + offset * 86_400_000));
    const before = await statement(m.api, day(-30), day(-1));
    expect(before.body.result).toMatchObject({
      deposits: "0.00",
      withdrawals: "0.00",
      netDeposits: "0.00",
      bonuses: "0.00",
      winLoss: "0.00",
      games: [],
    });
    expect((await statement(m.api, day(-1), day(0))).body.result.deposits).toBe("50.00");
    expect((await statement(m.api, day(0), day(-1))).status).toBe(422);
    expect((await statement(m.api, "2026-13-01", day(0))).status).toBe(422);
  });
});
