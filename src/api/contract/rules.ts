// Validation rules and limits shared by the reference platform's zod schemas and the app's forms.
// Zod-free on purpose: the app imports these as values, and anything importing a schema module
// would pull zod (~60 kB gzip) into the bundle. ESLint forbids value imports of the other
// contract modules from the app.

/** Usernames: a letter, then 3–15 letters or digits. */
export const USER_NAME_RE = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
/**
 * Passwords (ASVS 5.0): 8–64 characters of any kind (counted as code points), no composition
 * rules. The platform also refuses the common breached passwords it ships (server/SECURITY.md).
 */
export const PASSWORD_RE = /^[\s\S]{8,64}$/u;
/** Withdrawal passwords: exactly 6 digits. */
export const WITHDRAWAL_PASSWORD_RE = /^\d{6}$/;

/** Limits of one withdrawal (reference platform). */
export const WITHDRAWAL_MIN = "10.00";
export const WITHDRAWAL_MAX = "500000.00";
