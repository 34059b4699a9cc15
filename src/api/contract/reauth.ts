// Re-authentication of a sensitive change, in the body of the same request.
// Beyond the spec: docs/product.md §7 names AddVipBankAccount and BindVipInfo but none of their payload fields, so
// these two are the platform's own (like EnableAuthenticator's `passWord`, see member.ts). A
// stolen session alone must not bind a payout card or move the account's phone or email.
import { z } from "zod";
import { assertionField, type PasskeyAssertion } from "./passkeys.ts";
import { CODE_RE, PASSWORD_MAX_UNITS } from "./rules.ts";

/**
 * `passWord`: the login password (members without 2FA); `code`: a current 6-digit authenticator
 * code (members with 2FA on, which then is the one accepted); `passkey`: an assertion of one of
 * the member's passkeys over a challenge of POST /api/VipUser/PasskeyProofOptions. Missing → 403
 * `reauthentication-required`; wrong → 422 naming the field; over the member's limit → 429.
 */
export const reauthFields = {
  passWord: z.string().min(1).max(PASSWORD_MAX_UNITS).optional(),
  code: z.string().regex(CODE_RE).optional(),
  passkey: assertionField.optional(),
};
export type ReauthProof = { passWord: string } | { code: string } | { passkey: PasskeyAssertion };

/**
 * What a passkey proof is asked for, and the fields of that request it covers. A proof's
 * challenge is bound to its action and to these fields' values (POST
 * /api/VipUser/PasskeyProofOptions `{ action, request }`), so an answer given for one change (a
 * card, an amount) proves no other. A TOTP code has no challenge to bind; it is accepted once.
 */
export const PROOF_ACTIONS = {
  "bind-card": ["typeName", "accountNo"],
  contact: ["phone", "email"],
  "add-passkey": [],
  "enable-2fa": [],
  "disable-2fa": [],
  "deposit-limit": ["period", "amount"],
  "self-exclude": ["months"],
  withdraw: ["amount", "bankAccountId"],
} as const satisfies Record<string, readonly string[]>;
export type ProofAction = keyof typeof PROOF_ACTIONS;

/** The request a passkey proof is asked for: its action and its body (proof fields aside). */
export interface ProofFor {
  action: ProofAction;
  request?: Record<string, unknown>;
}

export const passkeyProofOptionsBody = z.object({
  action: z.enum(Object.keys(PROOF_ACTIONS) as [ProofAction, ...ProofAction[]]),
  request: z.record(z.string().max(40), z.unknown()).optional(),
});

/**
 * One spelling of what a proof covers, the same for the values the app sends and the values the
 * platform parsed from them: strings trimmed, amounts to cents' two places, absent as null.
 */
export function proofSubject({ action, request = {} }: ProofFor): string {
  const value = (field: string): unknown => {
    const v = request[field];
    if (v === undefined || v === null) return null;
    if (field === "amount") return Number(v).toFixed(2);
    return typeof v === "string" ? v.trim() : v;
  };
  return JSON.stringify([action, ...PROOF_ACTIONS[action].map(value)]);
}
