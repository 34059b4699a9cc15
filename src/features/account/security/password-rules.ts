// What the password forms check before sending: the contract's rules (src/api/contract/rules.ts),
// the ones the platform's schemas use, so a form never sends what the platform refuses by rule.
import {
  PASSWORD_MAX_UNITS,
  PASSWORD_RE,
  WITHDRAWAL_PASSWORD_RE,
} from "../../../api/contract/rules";
import { codeInputProps } from "../../../components/form";

/** The login password (setting/changepwd) or the withdrawal password (setting/changewithdrawalpwd). */
export type PasswordKind = "login" | "withdrawal";

export const PASSWORD_KINDS = {
  login: { rule: PASSWORD_RE, inputProps: {} },
  withdrawal: { rule: WITHDRAWAL_PASSWORD_RE, inputProps: codeInputProps },
} as const;

export interface PasswordChange {
  oldPassWord: string;
  newPassWord: string;
  confirmPassWord: string;
}

/** The fields that are wrong (true), none when the change may be sent. */
export function checkPasswordChange(
  kind: PasswordKind,
  v: PasswordChange,
): Partial<Record<keyof PasswordChange, true>> {
  const problems: Partial<Record<keyof PasswordChange, true>> = {};
  if (!v.oldPassWord || v.oldPassWord.length > PASSWORD_MAX_UNITS) problems.oldPassWord = true;
  if (!PASSWORD_KINDS[kind].rule.test(v.newPassWord)) problems.newPassWord = true;
  if (v.confirmPassWord !== v.newPassWord) problems.confirmPassWord = true;
  return problems;
}
