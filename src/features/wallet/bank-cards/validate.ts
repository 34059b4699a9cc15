// Bank card form rules, the same as the platform's (so most mistakes are caught before sending).
import type { BankTypeName } from "../../../api/contract/bank";

export interface BankCardDraft {
  typeName: BankTypeName;
  bankName: string;
  accountName: string;
  accountNo: string;
  branch: string;
}

export const BankCardProblem = {
  BankName: "bankName",
  AccountName: "accountName",
  AccountNo: "accountNo",
  Branch: "branch",
} as const;
export type BankCardProblem = (typeof BankCardProblem)[keyof typeof BankCardProblem];

export function compactAccountNo(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

export function validAccountNo(type: BankTypeName, raw: string): boolean {
  const compact = compactAccountNo(raw);
  if (type === "Bank") return /^\d{8,30}$/.test(compact);
  if (type === "TPay") return /^[A-Za-z0-9_]{6,40}$/.test(compact);
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(compact);
}

/** Fields that are wrong, in form order. */
export function bankCardProblems(d: BankCardDraft): BankCardProblem[] {
  const problems: BankCardProblem[] = [];
  const len = (s: string, min: number, max: number) =>
    s.trim().length >= min && s.trim().length <= max;
  if (!len(d.bankName, 2, 40)) problems.push(BankCardProblem.BankName);
  if (!len(d.accountName, 2, 40)) problems.push(BankCardProblem.AccountName);
  if (!validAccountNo(d.typeName, d.accountNo)) problems.push(BankCardProblem.AccountNo);
  if (d.branch.trim().length > 60) problems.push(BankCardProblem.Branch);
  return problems;
}
