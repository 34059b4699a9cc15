// The terms of each tenant's deposit promotions (table `promotions`, one row per tenant and rule),
// seeded at module start and read whenever a bonus is offered or credited. The defaults are set
// so that a bonus hunter's expected result is negative against the demo games' return
// (docs/bonus-rules.md has the arithmetic, bonus-rules.test.ts computes it from these rows).
import type { BonusRule, BonusTerms } from "../../../src/api/contract/bonus.ts";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { toMoney } from "./cents.ts";

export interface Promotion {
  rule: BonusRule;
  percent: number;
  /** Cents (null: no cap). */
  capCents: number | null;
  minDepositCents: number;
  /** Times the bonus to bet before it and its winnings are cash. */
  wagering: number;
  maxStakeCents: number;
  expiryDays: number;
}

export const DEFAULT_PROMOTIONS: Record<BonusRule, Promotion> = {
  "first-deposit": {
    rule: "first-deposit",
    percent: 100,
    capCents: 188_800,
    minDepositCents: 20_000,
    wagering: 40,
    maxStakeCents: 200,
    expiryDays: 30,
  },
  "daily-deposit": {
    rule: "daily-deposit",
    percent: 5,
    capCents: null,
    minDepositCents: 10_000,
    wagering: 40,
    maxStakeCents: 500,
    expiryDays: 7,
  },
};

/** Tenants whose terms differ from the defaults (by tenant key). */
const TENANT_TERMS: Record<string, Partial<Record<BonusRule, Partial<Promotion>>>> = {
  // The lottery site's players bet more per round: a stricter wagering for its larger stake.
  lottery: { "daily-deposit": { wagering: 45, maxStakeCents: 1_000 } },
};

/** Writes the terms of every tenant that has none yet (module start; idempotent). */
export async function seedPromotions(ctx: PlatformContext): Promise<void> {
  const tenants = await prep<[], { id: number; key: string }>(
    ctx.db,
    "SELECT id, key FROM tenants",
  ).all();
  const insert = prep(
    ctx.db,
    `INSERT INTO promotions
       (tenant_id, rule, percent, cap_cents, min_deposit_cents, wagering, max_stake_cents, expiry_days)
       VALUES (@tenantId, @rule, @percent, @capCents, @minDepositCents, @wagering, @maxStakeCents, @expiryDays)
       ON CONFLICT DO NOTHING`,
  );
  await ctx.db.tx(async () => {
    for (const t of tenants) {
      for (const base of Object.values(DEFAULT_PROMOTIONS)) {
        await insert.run({ tenantId: t.id, ...base, ...TENANT_TERMS[t.key]?.[base.rule] });
      }
    }
  });
}

interface Row {
  rule: BonusRule;
  percent: number;
  cap_cents: number | null;
  min_deposit_cents: number;
  wagering: number;
  max_stake_cents: number;
  expiry_days: number;
}

/** The terms of `rule` for the member's tenant (the defaults for a tenant without a row). */
export async function promotionOf(db: Db, userId: number, rule: BonusRule): Promise<Promotion> {
  const row = await prep<[number, BonusRule], Row>(
    db,
    `SELECT p.* FROM promotions p JOIN users u ON u.tenant_id = p.tenant_id
       WHERE u.id = ? AND p.rule = ?`,
  ).get(userId, rule);
  return row ? fromRow(row) : DEFAULT_PROMOTIONS[rule];
}

/** Every seeded promotion (the arithmetic's test reads them). */
export async function allPromotions(db: Db): Promise<(Promotion & { tenantId: number })[]> {
  return (await prep<[], Row & { tenant_id: number }>(db, "SELECT * FROM promotions").all()).map(
    (r) => ({ ...fromRow(r), tenantId: r.tenant_id }),
  );
}

function fromRow(row: Row): Promotion {
  return {
    rule: row.rule,
    percent: row.percent,
    capCents: row.cap_cents,
    minDepositCents: row.min_deposit_cents,
    wagering: row.wagering,
    maxStakeCents: row.max_stake_cents,
    expiryDays: row.expiry_days,
  };
}

/** The tenant of a member. */
export async function tenantIdOf(db: Db, userId: number): Promise<number> {
  return (
    (await prepPluck<[number], number>(db, "SELECT tenant_id FROM users WHERE id = ?").get(
      userId,
    )) ?? 0
  );
}

export function termsOf(p: Promotion): BonusTerms {
  return {
    rule: p.rule,
    percent: p.percent,
    cap: p.capCents === null ? null : toMoney(p.capCents),
    minDeposit: toMoney(p.minDepositCents),
    wagering: p.wagering,
    maxStake: toMoney(p.maxStakeCents),
    expiryDays: p.expiryDays,
  };
}
