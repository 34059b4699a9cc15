// Wallet calls (docs/product.md §10): RefreshBalance, GetPlateTypeList, ChangeBalance, TellerAllBalance.
// Shared money input rules live here; the other money contracts import them.
import { z } from "zod";
import type { Money } from "./envelope.ts";
import { MONEY_RE } from "./rules.ts";
import {
  GAME_PLATE_TYPES,
  MAIN_WALLET,
  PLATE_TYPES,
  type GamePlateType,
  type WalletPlateType,
} from "./constants.ts";

export { GAME_PLATE_TYPES, MAIN_WALLET, PLATE_TYPES, type GamePlateType, type WalletPlateType };

/** Money in a request body: a decimal string ("12.50") or a plain JSON number (12.5). */
export const moneyInput = z.union([
  z.string().max(13).regex(MONEY_RE),
  z
    .number()
    .finite()
    .refine((n) => MONEY_RE.test(String(n))),
]);

export const plateTypeInput = z.enum(PLATE_TYPES);
export const gamePlateTypeInput = z.enum(GAME_PLATE_TYPES);

export const refreshBalanceBody = z.object({ plateType: plateTypeInput.default(MAIN_WALLET) });
/** RefreshBalance answers the wallet's balance. */
export type RefreshBalanceResult = Money;

export interface PlateTypeBalance {
  plateType: WalletPlateType;
  /** Display name in the request's language. */
  name: string;
  balance: Money;
}
export type GetPlateTypeListResult = PlateTypeBalance[];

export const changeBalanceBody = z.object({
  fromPlateType: plateTypeInput,
  toPlateType: plateTypeInput,
  amount: moneyInput,
});
export type ChangeBalanceBody = z.input<typeof changeBalanceBody>;
export interface ChangeBalanceResult {
  fromPlateType: WalletPlateType;
  fromBalance: Money;
  toPlateType: WalletPlateType;
  toBalance: Money;
}

/** TellerAllBalance (collect all into `sys`) answers the new `sys` balance. */
export type TellerAllBalanceResult = Money;

/**
 * The member's wallet preferences. `transferFree` (the transfer-free wallet): entering a game
 * moves all the member's money into that game's wallet; the app collects it back on return.
 */
export interface WalletSettings {
  transferFree: boolean;
}
export const walletSettingsBody = z.object({ transferFree: z.boolean() });
export type WalletSettingsBody = z.input<typeof walletSettingsBody>;

/** Paging shared by list calls: pageIndex from 1, pageSize 1–100. */
export const pagingInput = {
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export interface Page<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}
