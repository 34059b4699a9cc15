// Withdrawals held for a person to review. A payout card bound to a second account of the tenant
// is the bonus hunter's signature (one person, many accounts, one card to cash out to): both
// accounts' withdrawals then wait, new ones are refused with the reason in the member's language,
// and pending ones are not paid out (settle.ts). Customer service lifts a hold by deleting its row.
import type { FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { fail, say } from "../../http/envelope.ts";

/**
 * Puts every account of the member's tenant with card `accountNo` on review when there are two
 * or more. Call inside the transaction that binds the card.
 */
export async function reviewSharedCard(
  ctx: PlatformContext,
  userId: number,
  accountNo: string,
): Promise<void> {
  const holders = await prepPluck<[number, string], number>(
    ctx.db,
    `SELECT DISTINCT b.user_id FROM bank_accounts b JOIN users u ON u.id = b.user_id
       WHERE u.tenant_id = (SELECT tenant_id FROM users WHERE id = ?) AND b.account_no = ?`,
  ).all(userId, accountNo);
  if (holders.length < 2) return;
  const hold = prep(
    ctx.db,
    "INSERT INTO payout_reviews (user_id, reason, created_at) VALUES (?, 'shared-card', ?) ON CONFLICT DO NOTHING",
  );
  for (const id of holders) await hold.run(id, ctx.now());
}

export async function onReview(ctx: PlatformContext, userId: number): Promise<boolean> {
  return (
    (await prepPluck<[number], number>(
      ctx.db,
      "SELECT 1 FROM payout_reviews WHERE user_id = ?",
    ).get(userId)) === 1
  );
}

/** Why the member's withdrawals wait, in the request's language. */
export function reviewReason(req: FastifyRequest): string {
  return say(
    req,
    "Your withdrawals are on hold for review: your payout card is also bound to another account. Customer service will contact you",
  );
}

/** Refuses a withdrawal while the member is on review (inside the money transaction). */
export async function refuseOnReview(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
): Promise<void> {
  if (await onReview(ctx, userId)) fail(403, reviewReason(req), "payout review");
}
