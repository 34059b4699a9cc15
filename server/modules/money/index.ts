// The money module of the reference platform: wallets on a double-entry ledger, deposits,
// withdrawals, bank cards, records, rebate, responsible gaming and the demo games.
import type { PlatformModule } from "../../context.ts";
import { everyProcessRound } from "../core/periodic.ts";
import { useLoginMoney } from "../core/auth-routes.ts";
import { bankCardRoutes } from "./bank-cards.ts";
import { seedPromotions } from "./promotions.ts";
import { bonusRoutes } from "./routes-bonus.ts";
import { demoGameRoutes } from "./demo-game.ts";
import { depositRoutes } from "./deposits.ts";
import { gameUrlRoutes } from "./game-url.ts";
import { seedDemoWallets } from "./ledger.ts";
import { backfillReferences } from "./order-reference.ts";
import { rebateRoutes } from "./rebate.ts";
import { recordRoutes } from "./records.ts";
import { referralRoutes } from "./referrals.ts";
import { statementRoutes } from "./statement.ts";
import { signInRoutes } from "./sign-ins.ts";
import { responsibleRoutes } from "./routes-responsible.ts";
import { walletRoutes } from "./routes-wallet.ts";
import { clearTimers, settleDue, settleLater } from "./settle.ts";
import { walletSettingsRoutes } from "./transfer-free.ts";
import { withdrawalRoutes } from "./withdrawals.ts";
import { mainBalanceOf, responsibleGamingBlock } from "./wallets.ts";

export const moneyModule: PlatformModule = async (app, ctx) => {
  useLoginMoney(ctx.db, { balanceOf: mainBalanceOf, blockOf: responsibleGamingBlock });
  await seedDemoWallets(ctx);
  await seedPromotions(ctx);
  await backfillReferences(ctx.db);
  // Orders left pending by a previous run: settle what is due, and the rest when it falls due.
  await settleDue(ctx);
  settleLater(ctx, Math.max(ctx.config.depositConfirmDelayMs, ctx.config.withdrawalApproveDelayMs));
  // Orders taken by another process (or left by one that died) are settled by this round too.
  const stopRound = everyProcessRound(ctx, () => settleDue(ctx));
  app.addHook("onClose", async () => {
    stopRound();
    clearTimers(ctx);
  });

  await app.register(async (scope) => {
    // Member money data is never cached (docs/product.md §10), refusals included.
    scope.addHook("onRequest", async (_req, reply) => {
      reply.header("cache-control", "no-store");
    });
    walletRoutes(scope, ctx);
    walletSettingsRoutes(scope, ctx);
    depositRoutes(scope, ctx);
    withdrawalRoutes(scope, ctx);
    bonusRoutes(scope, ctx);
    bankCardRoutes(scope, ctx);
    recordRoutes(scope, ctx);
    statementRoutes(scope, ctx);
    rebateRoutes(scope, ctx);
    referralRoutes(scope, ctx);
    responsibleRoutes(scope, ctx);
    signInRoutes(scope, ctx);
    gameUrlRoutes(scope, ctx);
    demoGameRoutes(scope, ctx);
  });
};
