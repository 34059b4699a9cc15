// The member's bonus: GetBonus (the bonus in play, cash, what can be withdrawn now, a review
// hold and the next deposit's offer with its terms) and ForfeitBonus (one call gives the bonus and
// its winnings up; the rest is cash). See README.md "Deposit bonuses".
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import { forfeitBonusBody, type BonusState } from "../../../src/api/contract/bonus.ts";
import { DEVICE_ID_RE } from "../../../src/api/contract/rules.ts";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { bonusInPlay, bonusView, holdingsOf, takeBack } from "./bonus-wagering.ts";
import { toMoney } from "./cents.ts";
import { bonusOffer } from "./deposit-bonus.ts";
import { member, parse, parseQuery } from "./http.ts";
import { idempotencyKey, idempotent } from "./idempotency.ts";
import { balanceOf, ensureWallets } from "./ledger.ts";
import { onReview, reviewReason } from "./payout-review.ts";
import { settleDue } from "./settle.ts";

const stateQuery = z.object({ deviceId: z.string().regex(DEVICE_ID_RE).optional() });

/** The state GetBonus answers; call inside a write transaction (an expired bonus lapses). */
async function stateOf(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
  device: string | null,
): Promise<BonusState> {
  const bonus = await bonusInPlay(ctx, userId);
  const locked = bonus?.locked ?? 0;
  const main = await balanceOf(ctx, userId, MAIN_WALLET);
  const review = await onReview(ctx, userId);
  return {
    bonus: bonus ? bonusView(bonus) : null,
    cash: toMoney(Math.max(0, (await holdingsOf(ctx, userId)) - locked)),
    // A withdrawal takes the locked money back from the main wallet first (takeBack).
    withdrawable: toMoney(review ? 0 : Math.max(0, main - locked)),
    review: review ? { reason: reviewReason(req) } : null,
    offer: await bonusOffer(req, ctx, userId, device),
  };
}

export function bonusRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/VipUser/GetBonus", async (req) => {
    const m = await member(req);
    const { deviceId } = parseQuery(req, stateQuery, req.query);
    await settleDue(ctx, m.id);
    await ensureWallets(ctx, m.id);
    return ok(await ctx.db.tx(async () => stateOf(req, ctx, m.id, deviceId ?? null)));
  });

  // Allowed during a time-out or self-exclusion: it only gives money up, as a withdrawal does.
  app.post("/api/VipUser/ForfeitBonus", async (req, reply) => {
    const m = await member(req);
    const key = idempotencyKey(req);
    const { bonusId } = parse(req, forfeitBonusBody, req.body);
    await settleDue(ctx, m.id);
    await ensureWallets(ctx, m.id);
    return await idempotent(req, reply, ctx, m.id, key, { bonusId }, async () => {
      const bonus = await bonusInPlay(ctx, m.id);
      // The id names the bonus the player saw the cost of: a newer one is not given up by it.
      if (!bonus || bonus.id !== bonusId) {
        fail(422, say(req, "There is no bonus in play to give up"), "no bonus in play");
      }
      await takeBack(ctx, bonus, "forfeited");
      return ok(await stateOf(req, ctx, m.id, null));
    });
  });
}
