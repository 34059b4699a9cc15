// The deposit bonuses the seeded tenants advertise, applied by the platform so that what the
// promotion and the deposit notice promise is what the member gets, when the deposit order
// claims it (the deposit screen's box, ticked by default):
// - the first deposit of an account: 100% of it, at most 1,888.00;
// - the first deposit of each day (America/Guyana days, as the records count them): 5%.
// One bonus per deposit: the account's first deposit takes the larger one. The bonus is written
// in the transaction that confirms the order (settle.ts), as its own journal row of kind
// "promotion" (shown in the trade records), referenced by the order, so it is given exactly once.
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { Db } from "../../db/db.ts";
import { platformDayStartOf } from "../../../src/api/contract/platform-time.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { EXTERNAL, post } from "./ledger.ts";

export const FIRST_DEPOSIT_BONUS = { percent: 100, capCents: 188_800 } as const;
export const DAILY_DEPOSIT_BONUS = { percent: 5 } as const;

/** The bonus of one confirmed deposit, in cents, and which rule gave it (none: 0). */
export function depositBonus(
  amount: number,
  earlierDeposits: { ever: number; today: number },
): { cents: number; rule: "first-deposit" | "daily-deposit" | null } {
  if (earlierDeposits.ever === 0) {
    const cents = Math.min(
      Math.floor((amount * FIRST_DEPOSIT_BONUS.percent) / 100),
      FIRST_DEPOSIT_BONUS.capCents,
    );
    return { cents, rule: "first-deposit" };
  }
  if (earlierDeposits.today === 0) {
    return {
      cents: Math.floor((amount * DAILY_DEPOSIT_BONUS.percent) / 100),
      rule: "daily-deposit",
    };
  }
  return { cents: 0, rule: null };
}

/** The bonus credited with deposit order `orderId`, in cents (0: none, or not yet). */
export function bonusOf(db: Db, orderId: number): number {
  return (
    prepPluck<[string], number>(
      db,
      "SELECT amount FROM journal WHERE kind = 'promotion' AND ref = ?",
    ).get(`d${orderId}`) ?? 0
  );
}

/**
 * Credits the bonus of deposit order `orderId` (just confirmed at `now`) to the main wallet.
 * Runs inside the confirming transaction.
 */
export function creditDepositBonus(
  db: Db,
  order: { id: number; user_id: number; amount: number },
  now: number,
): void {
  const count = prepPluck<[number, number, number], number>(
    db,
    "SELECT COUNT(*) FROM deposit_orders WHERE user_id = ? AND status = 'confirmed' AND id <> ? AND confirmed_at >= ?",
  );
  const earlier = {
    ever: count.get(order.user_id, order.id, 0) ?? 0,
    today: count.get(order.user_id, order.id, platformDayStartOf(now)) ?? 0,
  };
  const { cents, rule } = depositBonus(order.amount, earlier);
  if (!rule || cents <= 0) return;
  post(db, {
    userId: order.user_id,
    kind: "promotion",
    amount: cents,
    from: EXTERNAL,
    to: MAIN_WALLET,
    ref: `d${order.id}`,
    at: now,
    legs: [
      { account: EXTERNAL, amount: -cents },
      { account: MAIN_WALLET, amount: cents },
    ],
  });
}

/**
 * What is left to bet before a member with deposit bonuses may withdraw, in cents: the bonuses'
 * sum, less the valid bets placed since the first one (a play-through of once the bonus). Without
 * it a first-deposit bonus is cash to take straight out, and every new account a free 100%.
 */
export function playThroughLeft(db: Db, userId: number): number {
  const bonus = prep<[number], { total: number | null; since: number | null }>(
    db,
    "SELECT SUM(amount) AS total, MIN(created_at) AS since FROM journal WHERE user_id = ? AND kind = 'promotion'",
  ).get(userId);
  if (!bonus?.total || bonus.since === null) return 0;
  const bets =
    prepPluck<[number, number], number | null>(
      db,
      "SELECT SUM(valid_bet) FROM game_records WHERE user_id = ? AND created_at >= ?",
    ).get(userId, bonus.since) ?? 0;
  return Math.max(0, bonus.total - bets);
}
