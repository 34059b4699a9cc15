// Self-service rebate: a share of the valid bets not yet rebated, claimed into `sys`.
// IsVipGroupReturn: is it on for this member; SearchVipReturn: what can be claimed now;
// GetVipReturn: claim it (a money mutation: needs Idempotency-Key).
import type { Money } from "./envelope.ts";
import type { GamePlateType } from "./wallet.ts";

export interface VipGroupReturnResult {
  enabled: boolean;
  /** Rebate rate in percent of the valid bet, e.g. "0.50". */
  ratePercent: string;
  minClaim: Money;
}

export interface RebateLine {
  plateType: GamePlateType;
  name: string;
  validBet: Money;
  ratePercent: string;
  amount: Money;
}
export interface SearchVipReturnResult {
  lines: RebateLine[];
  validBet: Money;
  amount: Money;
  /** Whether `amount` reaches the minimum claim. */
  claimable: boolean;
}

export interface GetVipReturnResult {
  amount: Money;
  validBet: Money;
  /** New `sys` balance after the claim. */
  balance: Money;
}
