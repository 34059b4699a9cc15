// Wallet reads other modules use. Owned by the money module.
import type { PlatformContext } from "../../context.ts";

/** The member's main wallet (`sys`) balance as a 2-decimal string; creates wallets on first use. */
export function mainBalanceOf(_ctx: PlatformContext, _userId: number): string {
  return "0.00";
}

/** Why the member may not log in or play now (time-out, self-exclusion), or null. */
export function responsibleGamingBlock(
  _ctx: PlatformContext,
  _userId: number,
): { kind: "timeout" | "self-exclusion"; until: string } | null {
  return null;
}
