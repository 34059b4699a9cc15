// What one USDT credits in the tenant's currency: the rate the USDT channel quotes, so the player
// reads what a deposit credits before confirming it (docs/product.md §10 "USDT deposits"). The
// reference platform quotes a fixed table; a live platform reads its exchange's here.
import type { Db } from "../../db/db.ts";
import { prepPluck } from "../../db/sql.ts";

/** Cents of each currency one USDT buys. */
const USDT_RATE_CENTS: Readonly<Record<string, number>> = {
  CNY: 718,
  USD: 100,
  THB: 3_450,
  HKD: 778,
  TWD: 3_240,
  EUR: 92,
};

/**
 * The rate for a member's tenant, in cents; null for a currency without a quote, whose tenant
 * offers no USDT channel (a deposit without a rate would credit an amount nobody told the player).
 */
export async function usdtRateCents(db: Db, userId: number): Promise<number | null> {
  const currency = await prepPluck<[number], string>(
    db,
    "SELECT t.currency FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.id = ?",
  ).get(userId);
  return currency ? (USDT_RATE_CENTS[currency] ?? null) : null;
}
