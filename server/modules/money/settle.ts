// The platform side of deposits and withdrawals: a pending deposit is confirmed (external → sys)
// and a pending withdrawal paid out (hold → external) once due. A timer does it in real time, and
// every read settles what is due first, so an injected clock in tests sees the same outcome.
import type { PlatformContext } from "../../context.ts";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import { LOCKS, type Db } from "../../db/db.ts";
import { creditDepositBonus } from "./deposit-bonus.ts";
import { EXTERNAL, HOLD, ensureWallets, post } from "./ledger.ts";
import { prep, prepPluck } from "../../db/sql.ts";

interface Due {
  id: number;
  user_id: number;
  amount: number;
  /** Deposits: the order claimed the deposit bonus (1), from this device. */
  claim_bonus?: number;
  device?: string | null;
}

// Withdrawals of a member on review (payout-review.ts) wait for a person: they are not paid out.
const NOT_ON_REVIEW = "user_id NOT IN (SELECT user_id FROM payout_reviews)";

function prepare(db: Db) {
  return {
    depositsOf: prep<[number, number], Due>(
      db,
      "SELECT id, user_id, amount, claim_bonus, device FROM deposit_orders WHERE user_id = ? AND status = 'pending' AND due_at <= ?",
    ),
    deposits: prep<[number], Due>(
      db,
      "SELECT id, user_id, amount, claim_bonus, device FROM deposit_orders WHERE status = 'pending' AND due_at <= ?",
    ),
    withdrawalsOf: prep<[number, number], Due>(
      db,
      `SELECT id, user_id, amount FROM withdrawals WHERE user_id = ? AND status = 'pending' AND due_at <= ?
         AND ${NOT_ON_REVIEW}`,
    ),
    withdrawals: prep<[number], Due>(
      db,
      `SELECT id, user_id, amount FROM withdrawals WHERE status = 'pending' AND due_at <= ?
         AND ${NOT_ON_REVIEW}`,
    ),
    confirm: prep(
      db,
      "UPDATE deposit_orders SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'",
    ),
    approve: prep(
      db,
      "UPDATE withdrawals SET status = 'approved', approved_at = ? WHERE id = ? AND status = 'pending'",
    ),
  };
}
const cache = new WeakMap<Db, ReturnType<typeof prepare>>();

// Per member, the earliest due time of their pending orders (Infinity: none), so the hot reads
// (RefreshBalance) skip the look-up until something falls due. Unknown members are looked up.
const nextDue = new WeakMap<Db, Map<number, number>>();
function dueMap(db: Db): Map<number, number> {
  let map = nextDue.get(db);
  if (!map) nextDue.set(db, (map = new Map()));
  return map;
}

/** Tells the settler that a member has an order falling due at `dueAt`. */
export function noteDue(ctx: PlatformContext, userId: number, dueAt: number): void {
  const map = dueMap(ctx.db);
  const known = map.get(userId);
  if (known !== undefined) map.set(userId, Math.min(known, dueAt));
}

async function refreshDue(db: Db, userId: number): Promise<void> {
  const min = await prepPluck<[number, number], number | null>(
    db,
    `SELECT MIN(due_at) FROM (
       SELECT due_at FROM deposit_orders WHERE user_id = ? AND status = 'pending'
       UNION ALL SELECT due_at FROM withdrawals WHERE user_id = ? AND status = 'pending'
         AND ${NOT_ON_REVIEW}) AS due`,
  ).get(userId, userId);
  dueMap(db).set(userId, min ?? Infinity);
}

/**
 * Settles what is due (for one member, or everyone). Safe to call any time, from anywhere: the
 * status guards make a second settle of one order a no-op. A round for everyone is done by one
 * process at a time (the others skip it); a member's own settle before a read is not.
 */
export async function settleDue(ctx: PlatformContext, userId?: number): Promise<void> {
  if (userId === undefined) await ctx.db.alone(LOCKS.settle, () => settleNow(ctx));
  else await settleNow(ctx, userId);
}

async function settleNow(ctx: PlatformContext, userId?: number): Promise<void> {
  const { db } = ctx;
  let st = cache.get(db);
  if (!st) cache.set(db, (st = prepare(db)));
  const now = ctx.now();
  if (userId !== undefined) {
    const due = dueMap(db).get(userId);
    if (due !== undefined && due > now) return;
  }
  const deposits =
    userId === undefined ? await st.deposits.all(now) : await st.depositsOf.all(userId, now);
  const withdrawals =
    userId === undefined ? await st.withdrawals.all(now) : await st.withdrawalsOf.all(userId, now);
  if (!deposits.length && !withdrawals.length) {
    if (userId !== undefined) await refreshDue(db, userId);
    return;
  }
  for (const d of [...deposits, ...withdrawals]) await ensureWallets(ctx, d.user_id);
  await db.tx(async () => {
    for (const d of deposits) {
      // The status guard makes a concurrent second settle a no-op.
      if ((await st.confirm.run(now, d.id)).changes !== 1) continue;
      await post(db, {
        userId: d.user_id,
        kind: "deposit",
        amount: d.amount,
        from: EXTERNAL,
        to: MAIN_WALLET,
        ref: `d${d.id}`,
        at: now,
        legs: [
          { account: EXTERNAL, amount: -d.amount },
          { account: MAIN_WALLET, amount: d.amount },
        ],
      });
      if (d.claim_bonus === 1) await creditDepositBonus(ctx, { ...d, device: d.device ?? null });
    }
    for (const w of withdrawals) {
      if ((await st.approve.run(now, w.id)).changes !== 1) continue;
      await post(db, {
        userId: w.user_id,
        kind: "payout",
        amount: w.amount,
        from: HOLD,
        to: EXTERNAL,
        ref: `w${w.id}`,
        at: now,
        legs: [
          { account: HOLD, amount: -w.amount },
          { account: EXTERNAL, amount: w.amount },
        ],
      });
    }
  });
  for (const id of new Set([...deposits, ...withdrawals].map((d) => d.user_id))) {
    await refreshDue(db, id);
  }
}

const timers = new WeakMap<PlatformContext, Set<NodeJS.Timeout>>();

/** Settles again after `delayMs` (real time); timers are cleared when the server closes. */
export function settleLater(ctx: PlatformContext, delayMs: number): void {
  let set = timers.get(ctx);
  if (!set) timers.set(ctx, (set = new Set()));
  const timer = setTimeout(
    () => {
      set.delete(timer);
      // A closing database; the next read settles instead.
      if (ctx.db.open) void settleDue(ctx).catch(() => {});
    },
    Math.max(0, delayMs) + 10,
  );
  timer.unref();
  set.add(timer);
}

export function clearTimers(ctx: PlatformContext): void {
  for (const t of timers.get(ctx) ?? []) clearTimeout(t);
  timers.delete(ctx);
}
