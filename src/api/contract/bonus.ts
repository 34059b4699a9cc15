// Deposit bonuses (server/modules/money/README.md "Deposit bonuses", docs/bonus-rules.md): the
// terms of the bonus a deposit can claim, the bonus in play (its wagering, what it keeps locked)
// and what can be withdrawn now. The bonus and its winnings wait for the wagering; cash never.
import { z } from "zod";
import type { Money } from "./envelope.ts";

export const BONUS_RULES = ["first-deposit", "daily-deposit"] as const;
export type BonusRule = (typeof BONUS_RULES)[number];

/** The terms of one promotion, as its tenant sets them. */
export interface BonusTerms {
  rule: BonusRule;
  /** Share of the deposit credited as the bonus, in percent ("100", "5"). */
  percent: number;
  /** The largest bonus (null: none). */
  cap: Money | null;
  /** The smallest deposit that earns the bonus. */
  minDeposit: Money;
  /** Bets needed before the bonus and its winnings are cash: this many times the bonus. */
  wagering: number;
  /** The largest bet while the bonus is in play. */
  maxStake: Money;
  /** Days from the credit after which an unfinished bonus and its winnings lapse. */
  expiryDays: number;
}

/** The bonus the member's next deposit can claim. */
export interface BonusOffer extends BonusTerms {
  /** False when this deposit cannot claim it; `reason` says why in the request's language. */
  eligible: boolean;
  reason: string | null;
}

/** A bonus in play: it and its winnings are locked until `wagered` reaches `requirement`. */
export interface ActiveBonus {
  id: number;
  rule: BonusRule;
  amount: Money;
  requirement: Money;
  wagered: Money;
  /** Bets still needed. */
  left: Money;
  /** The bonus and its winnings, given up by a withdrawal or `ForfeitBonus`. */
  locked: Money;
  maxStake: Money;
  createdAt: string;
  expiresAt: string;
}

/** GetBonus: the member's bonus state, what the wallets hold in cash and what can leave now. */
export interface BonusState {
  bonus: ActiveBonus | null;
  /** Everything the member holds (main and game wallets) less the locked bonus money. */
  cash: Money;
  /** What a withdrawal can take now: the main wallet's cash ("0.00" while on review). */
  withdrawable: Money;
  /** Withdrawals held for review, with the reason in the request's language. */
  review: { reason: string } | null;
  /** The bonus a deposit can claim now (null: none is offered). */
  offer: BonusOffer | null;
}

export const forfeitBonusBody = z.object({ bonusId: z.coerce.number().int().positive() });
export type ForfeitBonusBody = z.input<typeof forfeitBonusBody>;
