// A bonus in play (table `bonuses`): the bonus and its winnings stay apart from the member's cash
// until the bets reach the wagering requirement. Stakes are paid from cash first; only the part
// of a stake the cash cannot cover comes out of the bonus, and only that part's winnings join it.
// So cash is always the member's to withdraw, and `locked` (the bonus and its winnings) is what a
// withdrawal before the wagering, a forfeit or the expiry takes back. Every function here runs
// inside the caller's write transaction, the one that moves the money.
import { GAME_PLATE_TYPES, MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { ActiveBonus, BonusRule } from "../../../src/api/contract/bonus.ts";
import type { PlatformContext } from "../../context.ts";
import { prep } from "../../db/sql.ts";
import { iso, toMoney } from "./cents.ts";
import { EXTERNAL, balancesOf, post, type Account } from "./ledger.ts";

export interface BonusRow {
  id: number;
  user_id: number;
  rule: BonusRule;
  amount: number;
  requirement: number;
  wagered: number;
  locked: number;
  max_stake: number;
  created_at: number;
  expires_at: number;
}

/** Wallets that hold a member's money (held withdrawals are no longer theirs to play). */
const HOLDINGS: readonly Account[] = [MAIN_WALLET, ...GAME_PLATE_TYPES];

/** Everything the member holds in the main and game wallets, in cents. */
export async function holdingsOf(ctx: PlatformContext, userId: number): Promise<number> {
  const all = await balancesOf(ctx, userId);
  return HOLDINGS.reduce((sum, account) => sum + all[account], 0);
}

/** The member's bonus in play; one past its expiry lapses here (its locked money taken back). */
export async function bonusInPlay(ctx: PlatformContext, userId: number): Promise<BonusRow | null> {
  const row = await prep<[number], BonusRow>(
    ctx.db,
    "SELECT * FROM bonuses WHERE user_id = ? AND status = 'active'",
  ).get(userId);
  if (!row) return null;
  if (row.expires_at <= ctx.now()) {
    await takeBack(ctx, row, "expired");
    return null;
  }
  return row;
}

/** The largest bet the member's bonus in play allows (null: no bonus); its own transaction. */
export async function maxStakeOf(ctx: PlatformContext, userId: number): Promise<number | null> {
  return await ctx.db.tx(async () => (await bonusInPlay(ctx, userId))?.max_stake ?? null);
}

/**
 * Ends the bonus and takes its locked money back out of the wallets (the main wallet first, then
 * the game wallets). Answers the cents taken.
 */
export async function takeBack(
  ctx: PlatformContext,
  bonus: BonusRow,
  status: "forfeited" | "expired",
): Promise<number> {
  const all = await balancesOf(ctx, bonus.user_id);
  let left = bonus.locked;
  for (const account of HOLDINGS) {
    const take = Math.min(left, all[account]);
    if (take <= 0) continue;
    await post(ctx.db, {
      userId: bonus.user_id,
      kind: "promotion",
      amount: take,
      from: account,
      to: EXTERNAL,
      ref: `f${bonus.id}:${account}`,
      at: ctx.now(),
      legs: [
        { account, amount: -take },
        { account: EXTERNAL, amount: take },
      ],
    });
    left -= take;
  }
  await prep(ctx.db, "UPDATE bonuses SET status = ?, locked = 0, ended_at = ? WHERE id = ?").run(
    status,
    ctx.now(),
    bonus.id,
  );
  return bonus.locked - left;
}

/**
 * Counts one settled round toward the bonus in play: `held` is what the member held before the
 * bet. The bonus pays only what the cash could not; the winnings follow the stake's share.
 */
export async function countStake(
  ctx: PlatformContext,
  bonus: BonusRow,
  round: { bet: number; win: number; held: number },
): Promise<void> {
  const cash = Math.max(0, round.held - bonus.locked);
  const fromBonus = Math.max(0, round.bet - cash);
  const locked = bonus.locked - fromBonus + Math.floor((round.win * fromBonus) / round.bet);
  const wagered = bonus.wagered + round.bet;
  // Played through: the bonus and its winnings are cash from now on.
  const status = wagered >= bonus.requirement ? "released" : locked === 0 ? "spent" : "active";
  await prep(
    ctx.db,
    "UPDATE bonuses SET wagered = ?, locked = ?, status = ?, ended_at = ? WHERE id = ?",
  ).run(
    wagered,
    status === "released" ? 0 : locked,
    status,
    status === "active" ? null : ctx.now(),
    bonus.id,
  );
}

export function bonusView(row: BonusRow): ActiveBonus {
  return {
    id: row.id,
    rule: row.rule,
    amount: toMoney(row.amount),
    requirement: toMoney(row.requirement),
    wagered: toMoney(row.wagered),
    left: toMoney(Math.max(0, row.requirement - row.wagered)),
    locked: toMoney(row.locked),
    maxStake: toMoney(row.max_stake),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
  };
}
