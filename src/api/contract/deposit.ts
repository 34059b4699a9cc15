// Deposits: channels (bank transfer, USDT virtual wallet), orders pending until the platform
// confirms them after a short delay.
import { z } from "zod";
import type { Money } from "./envelope.ts";
import { DEVICE_ID_RE } from "./rules.ts";
import { moneyInput, pagingInput } from "./wallet.ts";

export const DEPOSIT_CHANNEL_IDS = ["bank", "usdt-trc20"] as const;
export type DepositChannelId = (typeof DEPOSIT_CHANNEL_IDS)[number];

export interface DepositChannel {
  id: DepositChannelId;
  kind: "bank" | "usdt";
  name: string;
  minAmount: Money;
  maxAmount: Money;
  /** Bank transfer: the receiving account the member pays into. */
  bank?: { bankName: string; accountName: string; accountNo: string; branch: string };
  /**
   * USDT: this member's receiving address, its network, the QR code payload and the rate: what
   * one USDT credits in the tenant's currency, quoted now.
   */
  wallet?: { network: "TRC20"; address: string; qrPayload: string; rate: Money };
}
export type GetDepositChannelsResult = DepositChannel[];

export const createDepositBody = z.object({
  channelId: z.enum(DEPOSIT_CHANNEL_IDS),
  amount: moneyInput,
  /** Name on the paying account (bank transfer), optional. */
  payerName: z.string().trim().max(50).optional(),
  /**
   * Claims the deposit bonus its tenant offers (GetBonus `offer`: the first deposit's or the day's
   * first), credited with the order's confirmation and in play until wagered. Opt-in.
   */
  claimBonus: z.boolean().optional(),
  /** The app's device id (required with `claimBonus`: one first-deposit bonus per device). */
  deviceId: z.string().regex(DEVICE_ID_RE).optional(),
});
export type CreateDepositBody = z.input<typeof createDepositBody>;

export type DepositStatus = "pending" | "confirmed";
export interface DepositOrder {
  id: number;
  /** What the player reads out to customer service ("D-7KQM-3XPA"); reveals no volume. */
  reference: string;
  channelId: DepositChannelId;
  amount: Money;
  status: DepositStatus;
  createdAt: string;
  /** When the platform confirms it (pending) or confirmed it. */
  confirmAt: string;
  wallet?: DepositChannel["wallet"];
  /** The order claimed the deposit bonus. */
  claimBonus: boolean;
  /** The bonus credited with it ("0.00" while pending, or when none applied). */
  bonus: Money;
}

export const depositOrderListQuery = z.object({ ...pagingInput });
export type DepositOrderListQuery = z.input<typeof depositOrderListQuery>;
