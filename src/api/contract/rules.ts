// Validation rules and limits shared by the reference platform's zod schemas and the app's forms.
// Zod-free on purpose: the app imports these as values, and anything importing a schema module
// would pull zod (~60 kB gzip) into the bundle. ESLint forbids value imports of the other
// contract modules from the app.

/** Usernames: a letter, then 3–15 letters or digits. */
export const USER_NAME_RE = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
/** Longest password, in characters (code points). */
export const PASSWORD_MAX_LENGTH = 64;
/**
 * The same limit in UTF-16 code units, what zod's `max` and an input's `maxLength` count (a code
 * point takes one or two): a field that takes an existing password must take every password
 * PASSWORD_RE let a member choose.
 */
export const PASSWORD_MAX_UNITS = PASSWORD_MAX_LENGTH * 2;
/** Shortest new password. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Passwords (ASVS 5.0): 8–64 characters of any kind (counted as code points), no composition
 * rules. The platform also refuses the common breached passwords it ships (server/SECURITY.md).
 */
export const PASSWORD_RE = new RegExp(
  `^[\\s\\S]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
  "u",
);

/** Digits of a code: the authenticator's one-time code (2FA) and the withdrawal password. */
export const CODE_LENGTH = 6;
/** A code as an HTML `pattern` attribute (anchored by the browser). */
export const CODE_PATTERN = `\\d{${CODE_LENGTH}}`;
/** A code: exactly 6 digits. */
export const CODE_RE = new RegExp(`^${CODE_PATTERN}$`);
/** Withdrawal passwords: a 6-digit code. */
export const WITHDRAWAL_PASSWORD_RE = new RegExp(CODE_RE.source);

/**
 * Money a request may carry and a player may type: positive or zero, at most 2 decimals and at
 * most 9 integer digits (999,999,999.99).
 */
export const MONEY_RE = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** Limits of one withdrawal (reference platform). */
export const WITHDRAWAL_MIN = "10.00";
export const WITHDRAWAL_MAX = "500000.00";

// Contact links an operator puts in a short menu's jump URL that no browser opens: a QQ chat
// (`tencent://…?uin=`). The app shows their id to copy instead of refusing the link.

export interface ContactId {
  kind: "qq";
  id: string;
}

/** The contact id a link names, or null when it is not a contact link. */
export function contactIdOf(url: string): ContactId | null {
  const m = /^tencent:\/\/[^?]*\?(?:.*&)?uin=(\d{5,12})(?:&|$)/i.exec(url.trim());
  return m ? { kind: "qq", id: m[1]! } : null;
}

/** A device id the app keeps (random, per install): one first-deposit bonus per device. */
export const DEVICE_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A member's referral code (docs/referrals.md): eight characters of an alphabet without look-alikes
 * (no 0/O, 1/I/L), read aloud or typed without doubt. Compared in capitals.
 */
export const REFERRAL_CODE_RE = /^[2-9A-HJKMNP-Z]{8}$/;
