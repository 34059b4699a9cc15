// The platform side of deposits and withdrawals: a pending deposit is confirmed (external → sys)
// and a pending withdrawal paid out (hold → external) once due. A timer does it in real time, and
// every read settles what is due first, so an injected clock in tests sees the same outcome.
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { EXTERNAL, HOLD, ensureWallets, post } from "./ledger.ts";

interface Due {
  id: number;
  user_id: number;
  amount: number;
}

function prepare(db: Db) {
  return {
    depositsOf: db.prepare(
      "SELECT id, user_id, amount FROM deposit_orders WHERE user_id = ? AND status = 'pending' AND due_at <= ?",
    ),
    deposits: db.prepare(
      "SELECT id, user_id, amount FROM deposit_orders WHERE status = 'pending' AND due_at <= ?",
    ),
    withdrawalsOf: db.prepare(
      "SELECT id, user_id, amount FROM withdrawals WHERE user_id = ? AND status = 'pending' AND due_at <= ?",
    ),
    withdrawals: db.prepare(
      "SELECT id, user_id, amount FROM withdrawals WHERE status = 'pending' AND due_at <= ?",
    ),
    confirm: db.prepare(
      "UPDATE deposit_orders SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'",
    ),
    approve: db.prepare(
      "UPDATE withdrawals SET status = 'approved', approved_at = ? WHERE id = ? AND status = 'pending'",
    ),
  };
}
const cache = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Settles what is due (for one member, or everyone). Safe to call any time, from anywhere. */
export function settleDue(ctx: PlatformContext, userId?: number): void {
  const { db } = ctx;
  let st = cache.get(db);
  if (!st) cache.set(db, (st = prepare(db)));
  const now = ctx.now();
  const deposits = (
    userId === undefined ? st.deposits.all(now) : st.depositsOf.all(userId, now)
  ) as Due[];
  const withdrawals = (
    userId === undefined ? st.withdrawals.all(now) : st.withdrawalsOf.all(userId, now)
  ) as Due[];
  if (!deposits.length && !withdrawals.length) return;
  for (const d of [...deposits, ...withdrawals]) ensureWallets(ctx, d.user_id);
  db.transaction(() => {
    for (const d of deposits) {
      // The status guard makes a concurrent second settle a no-op.
      if (st.confirm.run(now, d.id).changes !== 1) continue;
      post(db, {
        userId: d.user_id,
        kind: "deposit",
        amount: d.amount,
        from: EXTERNAL,
        to: "sys",
        ref: `d${d.id}`,
        at: now,
        legs: [
          { account: EXTERNAL, amount: -d.amount },
          { account: "sys", amount: d.amount },
        ],
      });
    }
    for (const w of withdrawals) {
      if (st.approve.run(now, w.id).changes !== 1) continue;
      post(db, {
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
  }).immediate();
}

const timers = new WeakMap<PlatformContext, Set<NodeJS.Timeout>>();

/** Settles again after `delayMs` (real time); timers are cleared when the server closes. */
export function settleLater(ctx: PlatformContext, delayMs: number): void {
  let set = timers.get(ctx);
  if (!set) timers.set(ctx, (set = new Set()));
  const timer = setTimeout(
    () => {
      set.delete(timer);
      try {
        if (ctx.db.open) settleDue(ctx);
      } catch {
        // A closing database; the next read settles instead.
      }
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
