// Self-service rebate: 0.5% of the valid bets (from game records) not yet rebated, claimed into
// `sys` by the member (GetVipReturn, a money mutation).
import { found } from "../../db/db.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { GAME_PLATE_TYPES, type GamePlateType } from "../../../src/api/contract/wallet.ts";
import type {
  GetVipReturnResult,
  SearchVipReturnResult,
  VipGroupReturnResult,
} from "../../../src/api/contract/rebate.ts";
import { toMoney } from "./cents.ts";
import { activeMember, member } from "./http.ts";
import { plateName } from "../core/plate-names.ts";
import { idempotencyKey, idempotent } from "./idempotency.ts";
import { EXTERNAL, balanceOf, ensureWallets, post } from "./ledger.ts";
import { prep, prepPluck } from "../../db/sql.ts";

/** Rebate rate in basis points of the valid bet (50 = 0.50%). */
export const REBATE_BPS = 50;
const RATE_PERCENT = (REBATE_BPS / 100).toFixed(2);
const MIN_CLAIM_CENTS = 1;

async function pending(
  ctx: PlatformContext,
  req: FastifyRequest,
  userId: number,
): Promise<SearchVipReturnResult> {
  const rows = await prep<[number], { plateType: GamePlateType; validBet: number }>(
    ctx.db,
    `SELECT plate_type AS "plateType", SUM(valid_bet) AS "validBet" FROM game_records
       WHERE user_id = ? AND rebate_id IS NULL GROUP BY plate_type`,
  ).all(userId);
  const byPlate = new Map(rows.map((r) => [r.plateType, r.validBet]));
  let validBet = 0;
  let amount = 0;
  const lines = GAME_PLATE_TYPES.map((plateType) => {
    const bet = byPlate.get(plateType) ?? 0;
    const cents = Math.floor((bet * REBATE_BPS) / 10_000);
    validBet += bet;
    amount += cents;
    return {
      plateType,
      name: plateName(req, plateType),
      validBet: toMoney(bet),
      ratePercent: RATE_PERCENT,
      amount: toMoney(cents),
    };
  });
  return {
    lines,
    validBet: toMoney(validBet),
    amount: toMoney(amount),
    claimable: amount >= MIN_CLAIM_CENTS,
  };
}

export function rebateRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.post("/api/VipUser/IsVipGroupReturn", async (req) => {
    await member(req);
    const result: VipGroupReturnResult = {
      enabled: true,
      ratePercent: RATE_PERCENT,
      minClaim: toMoney(MIN_CLAIM_CENTS),
    };
    return ok(result);
  });

  app.post("/api/VipUser/SearchVipReturn", async (req) => {
    const m = await member(req);
    return ok(await pending(ctx, req, m.id));
  });

  app.post("/api/VipUser/GetVipReturn", async (req, reply) => {
    const m = await activeMember(req, ctx);
    const key = idempotencyKey(req);
    await ensureWallets(ctx, m.id);
    return await idempotent(req, reply, ctx, m.id, key, {}, async () => {
      const now = ctx.now();
      const rows = await prep<[number], { plateType: string; validBet: number }>(
        ctx.db,
        `SELECT plate_type AS "plateType", SUM(valid_bet) AS "validBet" FROM game_records
           WHERE user_id = ? AND rebate_id IS NULL GROUP BY plate_type`,
      ).all(m.id);
      const validBet = rows.reduce((s, r) => s + r.validBet, 0);
      const amount = rows.reduce((s, r) => s + Math.floor((r.validBet * REBATE_BPS) / 10_000), 0);
      if (amount < MIN_CLAIM_CENTS) {
        fail(422, say(req, "There is no rebate to claim yet"), "nothing to claim");
      }
      const rebateId = found(
        await prepPluck<unknown[], number>(
          ctx.db,
          "INSERT INTO rebates (user_id, amount, valid_bet, created_at) VALUES (?, ?, ?, ?) RETURNING id",
        ).get(m.id, amount, validBet, now),
      );
      await prep(
        ctx.db,
        "UPDATE game_records SET rebate_id = ? WHERE user_id = ? AND rebate_id IS NULL",
      ).run(rebateId, m.id);
      await post(ctx.db, {
        userId: m.id,
        kind: "rebate",
        amount,
        from: EXTERNAL,
        to: MAIN_WALLET,
        ref: `r${rebateId}`,
        at: now,
        legs: [
          { account: EXTERNAL, amount: -amount },
          { account: MAIN_WALLET, amount },
        ],
      });
      const result: GetVipReturnResult = {
        amount: toMoney(amount),
        validBet: toMoney(validBet),
        balance: toMoney(await balanceOf(ctx, m.id, MAIN_WALLET)),
      };
      return ok(result);
    });
  });
}
