// Wallet reads other modules use. Owned by the money module.
import type { PlatformContext } from "../../context.ts";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import { balanceOf } from "./ledger.ts";
import { toMoney, iso } from "./cents.ts";
import { blockOf } from "./responsible.ts";
import { settleDue } from "./settle.ts";

/** The member's main wallet (`sys`) balance as a 2-decimal string; creates wallets on first use. */
export async function mainBalanceOf(ctx: PlatformContext, userId: number): Promise<string> {
  await settleDue(ctx, userId);
  return toMoney(await balanceOf(ctx, userId, MAIN_WALLET));
}

/** Why the member may not log in or play now (time-out, self-exclusion), or null. */
export async function responsibleGamingBlock(
  ctx: PlatformContext,
  userId: number,
): Promise<{ kind: "timeout" | "self-exclusion"; until: string } | null> {
  const block = await blockOf(ctx, userId);
  return block ? { kind: block.kind, until: iso(block.until) } : null;
}
