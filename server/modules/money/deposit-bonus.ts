// The deposit bonuses the seeded tenants advertise, on the terms each tenant sets (promotions.ts):
// - the first deposit of an account: a share of it (100%, at most 1,888.00 by default), once per
//   real name, payout card and device in the tenant;
// - the first deposit of each day (America/Guyana days, as the records count them): 5%.
// A deposit order claims it when the member opts in (the deposit screen's box, not ticked unless
// the player ticks it). One bonus per (await deposit (the account's first deposit takes the first-deposit
// one) and one bonus in play at a time. The bonus is written in the transaction that confirms the
// order (settle.ts), as its own journal row of kind "promotion" (shown in the trade records) and a
// row in `bonuses` that keeps it apart from cash until it is wagered (bonus-wagering.ts).
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import { platformDayStartOf } from "../../../src/api/contract/platform-time.ts";
import type { BonusOffer, BonusRule } from "../../../src/api/contract/bonus.ts";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { say } from "../../http/envelope.ts";
import type { MessageId } from "../../i18n/messages.ts";
import { bonusInPlay } from "./bonus-wagering.ts";
import { amountFor } from "./amount.ts";
import { EXTERNAL, post } from "./ledger.ts";
import { promotionOf, tenantIdOf, termsOf, type Promotion } from "./promotions.ts";

const DAY_MS = 86_400_000;

/** The bonus `amount` earns under `p`, in cents (0 below the promotion's smallest deposit)). */
export function bonusFor(p: Promotion, amount: number): number {
  if (amount < p.minDepositCents) return 0;
  const cents = Math.floor((amount * p.percent) / 100);
  return p.capCents === null ? cents : Math.min(cents, p.capCents);
}

/** Which promotion the member's next confirmed deposit falls under (null: none today). */
async function ruleOf(
  db: Db,
  userId: number,
  now: number,
  exceptOrder = 0,
): Promise<BonusRule | null> {
  const count = prepPluck<[number, number, number], number>(
    db,
    "SELECT COUNT(*) FROM deposit_orders WHERE user_id = ? AND status = 'confirmed' AND id <> ? AND confirmed_at >= ?",
  );
  if (((await count.get(userId, exceptOrder, 0)) ?? 0) === 0) return "first-deposit";
  if (((await count.get(userId, exceptOrder, platformDayStartOf(now))) ?? 0) === 0)
    return "daily-deposit";
  return null;
}

type Refusal = "in-play" | "real-name" | "claimed" | "min-deposit" | "none";
const REFUSALS: Record<Refusal, MessageId> = {
  "in-play": "Finish the wagering of your bonus in play or give it up before you claim another",
  "real-name": "Add your real name in your profile to claim the first-deposit bonus",
  claimed:
    "The first-deposit bonus is one per person, payout card and device, and it was already claimed",
  "min-deposit": "The bonus needs a deposit of at least {min}",
  none: "There is no deposit bonus for your next deposit today",
};

export interface Identity {
  kind: "name" | "card" | "device";
  value: string;
}

const digest = (kind: string, value: string) =>
  createHash("sha256").update(`${kind}:${value}`).digest("base64url");

/** The real name, payout cards and device a first-deposit bonus is claimed with (hashed). */
async function identitiesOf(db: Db, userId: number, device: string | null): Promise<Identity[]> {
  const name = (
    (await prepPluck<[number], string>(db, "SELECT real_name FROM users WHERE id = ?").get(
      userId,
    )) ?? ""
  )
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, "");
  const cards = await prepPluck<[number], string>(
    db,
    "SELECT account_no FROM bank_accounts WHERE user_id = ?",
  ).all(userId);
  return [
    ...(name ? [{ kind: "name" as const, value: digest("name", name) }] : []),
    ...cards.map((c) => ({ kind: "card" as const, value: digest("card", c) })),
    ...(device ? [{ kind: "device" as const, value: digest("device", device) }] : []),
  ];
}

/**
 * Everything that identifies the member as a person: real name, payout cards and every device
 * they were seen on (sign-up, referral page, deposits), hashed as the bonus claims keep them.
 */
export async function allIdentitiesOf(db: Db, userId: number): Promise<Identity[]> {
  const devices = await prepPluck<[number, number], string>(
    db,
    `SELECT device FROM member_devices WHERE user_id = ?
     UNION SELECT device FROM deposit_orders WHERE user_id = ? AND device IS NOT NULL`,
  ).all(userId, userId);
  return [
    ...(await identitiesOf(db, userId, null)),
    ...devices.map((d) => ({ kind: "device" as const, value: digest("device", d) })),
  ];
}

async function claimedElsewhere(db: Db, userId: number, ids: Identity[]): Promise<boolean> {
  const tenant = await tenantIdOf(db, userId);
  const owner = prepPluck<[number, string, string], number>(
    db,
    "SELECT user_id FROM bonus_claims WHERE tenant_id = ? AND kind = ? AND value = ?",
  );
  for (const i of ids) {
    const by = await owner.get(tenant, i.kind, i.value);
    if (by !== undefined && by !== userId) return true;
  }
  return false;
}

/** Why a deposit of `amount` (unknown: any) from `device` cannot claim the bonus now, or null. */
async function refusalOf(
  ctx: PlatformContext,
  userId: number,
  o: { amount?: number; device: string | null },
): Promise<{ refusal: Refusal | null; promotion: Promotion | null }> {
  const rule = await ruleOf(ctx.db, userId, ctx.now());
  const promotion = rule ? await promotionOf(ctx.db, userId, rule) : null;
  const refuse = (refusal: Refusal | null) => ({ refusal, promotion });
  if (!promotion) return refuse("none");
  if (await bonusInPlay(ctx, userId)) return refuse("in-play");
  if (promotion.rule === "first-deposit") {
    const ids = await identitiesOf(ctx.db, userId, o.device);
    if (!ids.some((i) => i.kind === "name")) return refuse("real-name");
    if (await claimedElsewhere(ctx.db, userId, ids)) return refuse("claimed");
  }
  if (o.amount !== undefined && o.amount < promotion.minDepositCents) return refuse("min-deposit");
  return refuse(null);
}

/** The bonus the member's next deposit can claim, with its terms (GetBonus). */
export async function bonusOffer(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
  device: string | null,
): Promise<BonusOffer | null> {
  const { refusal, promotion } = await refusalOf(ctx, userId, { device });
  if (!promotion) return null;
  return {
    ...termsOf(promotion),
    eligible: !refusal,
    reason: refusal
      ? say(req, REFUSALS[refusal], { min: amountFor(req, promotion.minDepositCents) })
      : null,
  };
}

/** Why this order cannot claim the bonus, in the request's language (null: it can). */
export async function claimRefusal(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
  amount: number,
  device: string,
): Promise<string | null> {
  const { refusal, promotion } = await refusalOf(ctx, userId, { amount, device });
  if (!refusal) return null;
  return say(req, REFUSALS[refusal], { min: amountFor(req, promotion?.minDepositCents ?? 0) });
}

/** The bonus credited with deposit order `orderId`, in cents (0: none, or not yet). */
export async function bonusOf(db: Db, orderId: number): Promise<number> {
  return (
    (await prepPluck<[string], number>(
      db,
      "SELECT amount FROM journal WHERE kind = 'promotion' AND ref = ?",
    ).get(`d${orderId}`)) ?? 0
  );
}

/**
 * Credits the bonus of deposit order `order` (just confirmed at `now`) to the main wallet and puts
 * it in play, when the order is still entitled to it (the checks of CreateDepositOrder again: two
 * orders or two accounts may have asked at once). Runs inside the confirming transaction.
 */
export async function creditDepositBonus(
  ctx: PlatformContext,
  order: { id: number; user_id: number; amount: number; device: string | null },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const rule = await ruleOf(db, order.user_id, now, order.id);
  if (!rule || (await bonusInPlay(ctx, order.user_id))) return;
  const p = await promotionOf(db, order.user_id, rule);
  const cents = bonusFor(p, order.amount);
  if (cents <= 0) return;
  if (rule === "first-deposit") {
    const ids = await identitiesOf(db, order.user_id, order.device);
    if (!ids.some((i) => i.kind === "name") || (await claimedElsewhere(db, order.user_id, ids)))
      return;
    const claim = prep(
      db,
      "INSERT INTO bonus_claims (tenant_id, kind, value, user_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
    );
    const tenant = await tenantIdOf(db, order.user_id);
    for (const i of ids) await claim.run(tenant, i.kind, i.value, order.user_id);
  }
  await post(db, {
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
  await prep(
    db,
    `INSERT INTO bonuses (user_id, order_id, rule, amount, requirement, locked, max_stake, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    order.user_id,
    order.id,
    rule,
    cents,
    cents * p.wagering,
    cents,
    p.maxStakeCents,
    now,
    now + p.expiryDays * DAY_MS,
  );
}
