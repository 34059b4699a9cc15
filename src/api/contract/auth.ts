// Contract of login, register, token refresh and logout (docs/product.md §7 "Authentication").
import { z } from "zod";
import {
  CODE_RE,
  DEVICE_ID_RE,
  PASSWORD_MAX_UNITS,
  PASSWORD_RE,
  REFERRAL_CODE_RE,
  USER_NAME_RE,
} from "./rules.ts";
import type { Money } from "./envelope.ts";

/**
 * Username: 4–16 characters, letters and digits, starting with a letter. Unique per tenant,
 * compared case-insensitively. Password: 8–64 characters of any kind.
 */

export { PASSWORD_RE, USER_NAME_RE };

export const userNameField = z.string().trim().regex(USER_NAME_RE);
export const passwordField = z.string().regex(PASSWORD_RE);

/** Captcha fields: required when the tenant's site config has appIsVerification. */
const captchaFields = {
  /** Token from POST /api/v3/common/slider-captcha/verify (mode 0) or the script service (mode 1). */
  captchaToken: z.string().max(512).optional(),
};

/** POST /api/vipuser/Login — `code` is the 6-digit TOTP code when the member has 2FA on. */
export const loginBody = z.object({
  // Login accepts any stored name shape, so only the length is checked here.
  userName: z.string().trim().min(1).max(32),
  passWord: z.string().min(1).max(PASSWORD_MAX_UNITS),
  code: z
    .string()
    .regex(CODE_RE)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ...captchaFields,
});
export type LoginBody = z.input<typeof loginBody>;

/** POST /api/vipuser/Rigster — logs the new member in (same result as Login). */
export const registerBody = z
  .object({
    userName: userNameField,
    passWord: passwordField,
    confirmPassWord: z.string().max(PASSWORD_MAX_UNITS),
    realName: z
      .string()
      .trim()
      .max(30)
      .regex(/^[\p{L}\p{M} ·.'-]*$/u)
      .optional(),
    /** The player confirms being 18 or older (responsible gaming, docs/product.md §10). */
    legalAge: z.literal(true),
    /** The referral code of the member who invited the player (a `?ref=` link); unknown: 422. */
    ref: z.string().trim().toUpperCase().regex(REFERRAL_CODE_RE).optional(),
    /** The app's device id: a sign-up from the referrer's own device earns no referral credit. */
    deviceId: z.string().regex(DEVICE_ID_RE).optional(),
    ...captchaFields,
  })
  .refine((b) => b.passWord === b.confirmPassWord, {
    path: ["confirmPassWord"],
    message: "mismatch",
  });
export type RegisterBody = z.input<typeof registerBody>;

/** Result of Login, Rigster and RefreshToken. */
export interface LoginResult {
  id: number;
  token: string;
  balance: Money;
  /** When the access token expires (ISO); afterwards calls answer 402 until the grace ends. */
  expiresAt: string;
}

/** POST /api/vipuser/Logout: revokes the sent token; always ok. */
export type LogoutResult = true;

/** `error` strings (machine-readable) of auth refusals; `message` is the localized text. */
export const AuthError = {
  TwoFactorRequired: "two-factor-required",
  TwoFactorInvalid: "two-factor-invalid",
  CaptchaRequired: "captcha-required",
  BadCredentials: "bad-credentials",
  Blocked: "responsible-gaming-block",
  NameTaken: "user-name-taken",
  TokenExpired: "token-expired",
  Unauthorized: "unauthorized",
} as const;
export type AuthError = (typeof AuthError)[keyof typeof AuthError];
