// Contract of member info and security settings (docs/product.md §7 "Member", account part).
import { z } from "zod";
import { CODE_RE, PASSWORD_MAX_UNITS, WITHDRAWAL_PASSWORD_RE } from "./rules.ts";
import { passwordField } from "./auth.ts";
import { reauthFields, type ReauthProof } from "./reauth.ts";

/** GET /api/VipUser/GetUserByUid and GET /api/v3/vip-user/user-by-uid */
export interface UserInfo {
  id: number;
  userName: string;
  realName: string;
  nickname: string;
  /** Stored avatar value (one of user-icon-list) and its URL to show. */
  avatar: string;
  fullAvata: string;
  twoFactorEnabled: boolean;
  hasWithdrawalPassword: boolean;
  phone: string;
  email: string;
  createdAt: string;
}

/**
 * POST /api/VipUser/BindVipInfo — realName can be set once (when empty). Changing phone or email
 * is re-authenticated in the same body (beyond the spec: contract/reauth.ts):
 * `passWord`, or `code` when the member has 2FA on.
 */
export const bindVipInfoBody = z
  .object({
    realName: z
      .string()
      .trim()
      .min(1)
      .max(30)
      .regex(/^[\p{L}\p{M} ·.'-]+$/u)
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{6,20}$/)
      .optional(),
    email: z.string().trim().max(100).email().optional(),
    ...reauthFields,
  })
  .refine((b) => b.realName !== undefined || b.phone !== undefined || b.email !== undefined, {
    message: "empty",
  });
/** What the app sends: a proof of the member whenever phone or email changes. */
export type BindVipInfoBody = Omit<
  z.input<typeof bindVipInfoBody>,
  "passWord" | "code" | "passkey"
> &
  (ReauthProof | { passWord?: undefined; code?: undefined; passkey?: undefined });

/** POST /api/VipUser/v2/ChangeUserPwd */
export const changeUserPwdBody = z
  .object({
    oldPassWord: z.string().min(1).max(PASSWORD_MAX_UNITS),
    newPassWord: passwordField,
    confirmPassWord: z.string().max(PASSWORD_MAX_UNITS),
  })
  .refine((b) => b.newPassWord === b.confirmPassWord, {
    path: ["confirmPassWord"],
    message: "mismatch",
  });
export type ChangeUserPwdBody = z.input<typeof changeUserPwdBody>;

/** Withdrawal password: exactly 6 digits. */

export { WITHDRAWAL_PASSWORD_RE };

/**
 * POST /api/VipUser/v2/ChangePwdMoney — sets or changes the withdrawal password. `oldPassWord` is
 * the current withdrawal password, or the login password when none is set yet.
 */
export const changePwdMoneyBody = z
  .object({
    oldPassWord: z.string().min(1).max(PASSWORD_MAX_UNITS),
    newPassWord: z.string().regex(WITHDRAWAL_PASSWORD_RE),
    confirmPassWord: z.string().max(PASSWORD_MAX_UNITS),
  })
  .refine((b) => b.newPassWord === b.confirmPassWord, {
    path: ["confirmPassWord"],
    message: "mismatch",
  });
export type ChangePwdMoneyBody = z.input<typeof changePwdMoneyBody>;

/** GET /api/VipUser/GenerateQrUri — a new pending secret (replaces an earlier pending one). */
export interface QrUriResult {
  secret: string;
  /** otpauth:// URI to render as a QR code. */
  qrUri: string;
  issuer: string;
}

/**
 * POST /api/VipUser/EnableAuthenticator and DisableAuthenticator — `code` as query param or JSON
 * body: a current 6-digit code of the pending (enable) or active (disable) secret.
 */
export const authenticatorCodeParams = z.object({ code: z.string().regex(CODE_RE) });
export type AuthenticatorCodeParams = z.input<typeof authenticatorCodeParams>;

/** PUT /api/v3/vip-user/user-avatar — `avatar` must be one of user-icon-list. */
export const userAvatarBody = z.object({ avatar: z.string().min(1).max(200) });
export type UserAvatarBody = z.input<typeof userAvatarBody>;

/**
 * PUT /api/v3/vip-user/user-nick-name — 1–20 characters, no control, angle or invisible
 * formatting characters (bidi overrides and zero-width ones would make one name pass for another).
 */
export const userNickNameBody = z.object({
  nickname: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[^<>\p{Cc}\p{Cf}]+$/u),
});
export type UserNickNameBody = z.input<typeof userNickNameBody>;
