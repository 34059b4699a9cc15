// Register form rules: the platform's own (src/api/contract/rules.ts, zod-free, shared with the
// server's schemas), so the form and the server can never disagree.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { PASSWORD_RE, REFERRAL_CODE_RE, USER_NAME_RE } from "../../api/contract/rules";

export const USER_NAME_RULE = USER_NAME_RE;
export const PASSWORD_RULE = PASSWORD_RE;
export const REAL_NAME_RULE = /^[\p{L}\p{M} ·.'-]{0,30}$/u;

/** The password rule, shown under the field before the first try and as its error after. */
export const PASSWORD_HINT = msg`Password: 8–64 characters`;

export interface RegisterValues {
  userName: string;
  passWord: string;
  confirmPassWord: string;
  realName: string;
  /** A friend's referral code, from a `?ref=` link or typed; empty: none. */
  ref: string;
  legalAge: boolean;
}

/** A referral code as the platform compares it: capitals, no spaces around. */
export const normalRef = (ref: string) => ref.trim().toUpperCase();

export type RegisterErrors = Partial<Record<keyof RegisterValues, MessageDescriptor>>;

export function validateRegister(v: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!v.userName.trim()) errors.userName = msg`Enter a username`;
  else if (!USER_NAME_RULE.test(v.userName.trim())) {
    errors.userName = msg`Username: 4–16 letters or digits, starting with a letter`;
  }
  if (!v.passWord) errors.passWord = msg`Enter a password`;
  else if (!PASSWORD_RULE.test(v.passWord)) {
    errors.passWord = PASSWORD_HINT;
  }
  if (v.confirmPassWord !== v.passWord)
    errors.confirmPassWord = msg`The two passwords do not match`;
  if (!REAL_NAME_RULE.test(v.realName.trim())) errors.realName = msg`Real name: up to 30 letters`;
  const ref = normalRef(v.ref);
  if (ref && !REFERRAL_CODE_RE.test(ref)) errors.ref = msg`Invitation code: 8 letters or digits`;
  if (!v.legalAge) errors.legalAge = msg`Please confirm that you are 18 or older`;
  return errors;
}

export interface LoginValues {
  userName: string;
  passWord: string;
}

export function validateLogin(
  v: LoginValues,
): Partial<Record<keyof LoginValues, MessageDescriptor>> {
  const errors: Partial<Record<keyof LoginValues, MessageDescriptor>> = {};
  if (!v.userName.trim()) errors.userName = msg`Enter your username`;
  if (!v.passWord) errors.passWord = msg`Enter your password`;
  return errors;
}
