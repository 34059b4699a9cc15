// RefreshBalance, GetPlateTypeList, ChangeBalance, TellerAllBalance (docs/product.md §10).
import type { FastifyInstance } from "fastify";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import {
  PLATE_TYPES,
  changeBalanceBody,
  refreshBalanceBody,
  type ChangeBalanceResult,
  type PlateTypeBalance,
} from "../../../src/api/contract/wallet.ts";
import { toCents, toMoney } from "./cents.ts";
import { activeMember, member, parse } from "./http.ts";
import { plateName } from "../core/plate-names.ts";
import { idempotencyKey, idempotent } from "./idempotency.ts";
import { balanceOf, balancesOf, ensureWallets, post } from "./ledger.ts";
import { settleDue } from "./settle.ts";

export function walletRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.post("/api/VipUser/RefreshBalance", async (req) => {
    const m = await member(req);
    const { plateType } = parse(req, refreshBalanceBody, req.body);
    await settleDue(ctx, m.id);
    return ok(toMoney(await balanceOf(ctx, m.id, plateType)));
  });

  app.get("/api/VipUser/GetPlateTypeList", async (req) => {
    const m = await member(req);
    await settleDue(ctx, m.id);
    const all = await balancesOf(ctx, m.id);
    const list: PlateTypeBalance[] = PLATE_TYPES.map((plateType) => ({
      plateType,
      name: plateName(req, plateType),
      balance: toMoney(all[plateType]),
    }));
    return ok(list);
  });

  app.post("/api/VipUser/ChangeBalance", async (req, reply) => {
    const who = await member(req);
    const key = idempotencyKey(req);
    const body = parse(req, changeBalanceBody, req.body);
    // A blocked member may still bring money back to the main wallet (to withdraw it).
    const m = body.toPlateType === MAIN_WALLET ? who : await activeMember(req, ctx, who);
    const cents = toCents(body.amount);
    if (cents <= 0) {
      fail(422, say(req, "Amount must be greater than 0"));
    }
    if (body.fromPlateType === body.toPlateType) {
      fail(422, say(req, "Choose two different wallets"));
    }
    await ensureWallets(ctx, m.id);
    return await idempotent(req, reply, ctx, m.id, key, body, async () => {
      await post(ctx.db, {
        userId: m.id,
        kind: "transfer",
        amount: cents,
        from: body.fromPlateType,
        to: body.toPlateType,
        at: ctx.now(),
        legs: [
          { account: body.fromPlateType, amount: -cents },
          { account: body.toPlateType, amount: cents },
        ],
      });
      const result: ChangeBalanceResult = {
        fromPlateType: body.fromPlateType,
        fromBalance: toMoney(await balanceOf(ctx, m.id, body.fromPlateType)),
        toPlateType: body.toPlateType,
        toBalance: toMoney(await balanceOf(ctx, m.id, body.toPlateType)),
      };
      return ok(result);
    });
  });

  // Allowed during a time-out or self-exclusion: collecting only moves money toward withdrawal.
  app.post("/api/VipUser/TellerAllBalance", async (req, reply) => {
    const m = await member(req);
    const key = idempotencyKey(req);
    await ensureWallets(ctx, m.id);
    return await idempotent(req, reply, ctx, m.id, key, {}, async () => {
      const all = await balancesOf(ctx, m.id);
      for (const plate of PLATE_TYPES) {
        const cents = all[plate];
        if (plate === MAIN_WALLET || cents <= 0) continue;
        await post(ctx.db, {
          userId: m.id,
          kind: "transfer",
          amount: cents,
          from: plate,
          to: MAIN_WALLET,
          ref: "collect",
          at: ctx.now(),
          legs: [
            { account: plate, amount: -cents },
            { account: MAIN_WALLET, amount: cents },
          ],
        });
      }
      return ok(toMoney(await balanceOf(ctx, m.id, MAIN_WALLET)));
    });
  });
}
