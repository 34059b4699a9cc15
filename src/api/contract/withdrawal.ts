// Withdrawals: withdrawal password, a bound card, the 2FA code when on; funds are held at request
// and paid out when the platform approves after a short delay.
import { z } from "zod";
import type { Money } from "./envelope.ts";
import { assertionField } from "./passkeys.ts";
import { CODE_RE, PASSWORD_MAX_UNITS } from "./rules.ts";
import { moneyInput, pagingInput } from "./wallet.ts";

export const createWithdrawalBody = z.object({
  amount: moneyInput,
  withdrawalPassword: z.string().min(1).max(PASSWORD_MAX_UNITS),
  bankAccountId: z.coerce.number().int().positive().max(2_147_483_647),
  /** Current TOTP code, required when the member has two-factor on. */
  code: z.string().regex(CODE_RE).optional(),
  /** Or, in place of the code, an answer of one of the member's passkeys (reauth.ts). */
  passkey: assertionField.optional(),
  /**
   * With a bonus in play: give it and its winnings up and withdraw cash (without it the request is
   * refused, 403 "bonus play-through", naming what it would cost).
   */
  forfeitBonus: z.boolean().optional(),
});
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBody>;

export type WithdrawalStatus = "pending" | "approved";
export interface Withdrawal {
  id: number;
  /** What the player reads out to customer service ("W-7KQM-3XPA"); reveals no volume. */
  reference: string;
  amount: Money;
  status: WithdrawalStatus;
  bankAccountId: number;
  /** The card's number with all but the last 4 digits masked. */
  maskedAccountNo: string;
  createdAt: string;
  approveAt: string;
}

export const withdrawalListQuery = z.object({ ...pagingInput });
export type WithdrawalListQuery = z.input<typeof withdrawalListQuery>;

export { WITHDRAWAL_MAX, WITHDRAWAL_MIN } from "./rules.ts";
