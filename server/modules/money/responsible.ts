// Responsible gaming (docs/product.md §10): deposit limits over rolling windows, reality check,
// time-out and self-exclusion. Decreasing a limit applies at once; raising or removing it waits
// for a cooling-off so a player cannot undo a limit in the heat of the moment.
import type { PlatformContext } from "../../context.ts";
import {
  LIMIT_COOLING_OFF_HOURS,
  LIMIT_PERIODS,
  type LimitPeriod,
} from "../../../src/api/contract/responsible.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const WINDOW_MS: Record<LimitPeriod, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
export const TIMEOUT_MS = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY } as const;
const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * HOUR;

export interface RgRow {
  limit_day: number | null;
  limit_week: number | null;
  limit_month: number | null;
  reality_check_minutes: number;
  timeout_until: number | null;
  exclusion_until: number | null;
}
export interface PendingRow {
  period: LimitPeriod;
  amount: number | null;
  effective_at: number;
}

async function ensureRow(ctx: PlatformContext, userId: number): Promise<void> {
  await prep(
    ctx.db,
    "INSERT INTO responsible_gaming (user_id) VALUES (?) ON CONFLICT DO NOTHING",
  ).run(userId);
}

/** Applies pending limit changes whose cooling-off has passed. */
async function applyDue(ctx: PlatformContext, userId: number): Promise<void> {
  const due = await prep<[number, number], PendingRow>(
    ctx.db,
    "SELECT period, amount, effective_at FROM responsible_pending WHERE user_id = ? AND effective_at <= ?",
  ).all(userId, ctx.now());
  if (!due.length) return;
  await ctx.db.tx(async () => {
    await ensureRow(ctx, userId);
    for (const p of due) {
      await prep(
        ctx.db,
        `UPDATE responsible_gaming SET limit_${p.period} = ? WHERE user_id = ?`,
      ).run(p.amount, userId);
      await prep(ctx.db, "DELETE FROM responsible_pending WHERE user_id = ? AND period = ?").run(
        userId,
        p.period,
      );
    }
  });
}

export async function settingsOf(ctx: PlatformContext, userId: number): Promise<RgRow> {
  await applyDue(ctx, userId);
  const row = await prep<[number], RgRow>(
    ctx.db,
    "SELECT * FROM responsible_gaming WHERE user_id = ?",
  ).get(userId);
  return (
    row ?? {
      limit_day: null,
      limit_week: null,
      limit_month: null,
      reality_check_minutes: 0,
      timeout_until: null,
      exclusion_until: null,
    }
  );
}

export async function pendingOf(ctx: PlatformContext, userId: number): Promise<PendingRow[]> {
  return await prep<[number], PendingRow>(
    ctx.db,
    "SELECT period, amount, effective_at FROM responsible_pending WHERE user_id = ?",
  ).all(userId);
}

export async function blockOf(
  ctx: PlatformContext,
  userId: number,
): Promise<{ kind: "timeout" | "self-exclusion"; until: number } | null> {
  const row = await prep<[number], Pick<RgRow, "timeout_until" | "exclusion_until">>(
    ctx.db,
    "SELECT timeout_until, exclusion_until FROM responsible_gaming WHERE user_id = ?",
  ).get(userId);
  if (!row) return null;
  const now = ctx.now();
  if (row.exclusion_until && row.exclusion_until > now) {
    return { kind: "self-exclusion", until: row.exclusion_until };
  }
  if (row.timeout_until && row.timeout_until > now) {
    return { kind: "timeout", until: row.timeout_until };
  }
  return null;
}

/** Deposited (pending and confirmed orders) within the period's rolling window, in cents. */
export async function depositedWithin(
  ctx: PlatformContext,
  userId: number,
  period: LimitPeriod,
): Promise<number> {
  return (
    (await prepPluck<[number, number], number>(
      ctx.db,
      "SELECT COALESCE(SUM(amount), 0) FROM deposit_orders WHERE user_id = ? AND created_at > ?",
    ).get(userId, ctx.now() - WINDOW_MS[period])) ?? 0
  );
}

/** The tightest limit an extra deposit of `cents` would break, or null when it fits. */
export async function limitBreached(
  ctx: PlatformContext,
  userId: number,
  cents: number,
): Promise<{ period: LimitPeriod; remaining: number } | null> {
  const row = await settingsOf(ctx, userId);
  let worst: { period: LimitPeriod; remaining: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = row[`limit_${period}`];
    if (limit === null) continue;
    const remaining = Math.max(0, limit - (await depositedWithin(ctx, userId, period)));
    if (cents > remaining && (!worst || remaining < worst.remaining)) worst = { period, remaining };
  }
  return worst;
}

/** Sets a limit; answers whether it applied now or after the cooling-off. */
export async function setLimit(
  ctx: PlatformContext,
  userId: number,
  period: LimitPeriod,
  cents: number | null,
): Promise<"applied" | "pending"> {
  const current = (await settingsOf(ctx, userId))[`limit_${period}`];
  const tighter = cents !== null && (current === null || cents <= current);
  return await ctx.db.tx(async () => {
    await ensureRow(ctx, userId);
    await prep(ctx.db, "DELETE FROM responsible_pending WHERE user_id = ? AND period = ?").run(
      userId,
      period,
    );
    if (tighter) {
      await prep(ctx.db, `UPDATE responsible_gaming SET limit_${period} = ? WHERE user_id = ?`).run(
        cents,
        userId,
      );
      return "applied" as const;
    }
    await prep(
      ctx.db,
      "INSERT INTO responsible_pending (user_id, period, amount, effective_at) VALUES (?, ?, ?, ?)",
    ).run(userId, period, cents, ctx.now() + COOLING_OFF_MS);
    return "pending" as const;
  });
}

export async function setRealityCheck(
  ctx: PlatformContext,
  userId: number,
  minutes: number,
): Promise<void> {
  await ensureRow(ctx, userId);
  await prep(
    ctx.db,
    "UPDATE responsible_gaming SET reality_check_minutes = ? WHERE user_id = ?",
  ).run(minutes, userId);
}

/** Starts a time-out or self-exclusion; an existing longer one is never shortened. */
export async function setBlock(
  ctx: PlatformContext,
  userId: number,
  kind: "timeout" | "exclusion",
  until: number,
): Promise<void> {
  await ensureRow(ctx, userId);
  const col = kind === "timeout" ? "timeout_until" : "exclusion_until";
  await prep(
    ctx.db,
    `UPDATE responsible_gaming SET ${col} = @until WHERE user_id = @userId AND COALESCE(${col}, 0) < @until`,
  ).run({ until, userId });
}
