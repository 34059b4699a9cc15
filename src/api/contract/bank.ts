// Bank cards (and e-wallet / USDT payout accounts). Responses carrying account numbers are flagged
// `encrypted`: the result is AES ciphertext of the JSON below.
import { z } from "zod";
import { reauthFields, type ReauthProof } from "./reauth.ts";

export const BANK_TYPE_NAMES = ["Bank", "TPay", "USDT"] as const;
export type BankTypeName = (typeof BANK_TYPE_NAMES)[number];

/**
 * POST /api/VipUser/AddVipBankAccount. Re-authenticated in the same body (beyond the
 * spec: contract/reauth.ts): `passWord`, or `code` when the member has 2FA on.
 */
export const addBankAccountBody = z.object({
  typeName: z.enum(BANK_TYPE_NAMES).default("Bank"),
  bankName: z.string().trim().min(2).max(40),
  accountName: z.string().trim().min(2).max(40),
  /** Bank: 8–30 digits (spaces allowed); TPay: 6–40 letters/digits; USDT: a TRC20 address. */
  accountNo: z.string().trim().min(6).max(50),
  branch: z.string().trim().max(60).optional(),
  setDefault: z.boolean().optional(),
  ...reauthFields,
});
/** What the app sends: the card and one proof of the member (never both, never none). */
export type AddBankAccountBody = Omit<
  z.input<typeof addBankAccountBody>,
  "passWord" | "code" | "passkey"
> &
  ReauthProof;

export interface BankAccount {
  id: number;
  typeName: BankTypeName;
  bankName: string;
  accountName: string;
  accountNo: string;
  maskedAccountNo: string;
  branch: string;
  isDefault: boolean;
  createdAt: string;
}
/** GetVipBankAccountViewList (decrypted). */
export type BankAccountList = BankAccount[];
/** GetDefaultVipBankAccount / V2 (decrypted): the default account, or null when none. */
export type DefaultBankAccount = BankAccount | null;

export const defaultBankAccountV2Body = z.object({
  typeName: z.enum(BANK_TYPE_NAMES).default("TPay"),
});

export const MAX_BANK_ACCOUNTS = 10;
