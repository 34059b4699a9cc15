// Re-authentication of a sensitive change, in the body of the same request.
// Beyond the spec: docs/product.md §7 names AddVipBankAccount and BindVipInfo but none of their payload fields, so
// these two are the platform's own (like EnableAuthenticator's `passWord`, see member.ts). A
// stolen session alone must not bind a payout card or move the account's phone or email.
import { z } from "zod";
import { assertionField, type PasskeyAssertion } from "./passkeys.ts";
import { CODE_RE, PASSWORD_MAX_UNITS } from "./rules.ts";
import { PROOF_ACTIONS, type ProofAction } from "./proof-subject.ts";

export { proofSubject, type ProofAction, type ProofFor } from "./proof-subject.ts";

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

export const passkeyProofOptionsBody = z.object({
  action: z.enum(Object.keys(PROOF_ACTIONS) as [ProofAction, ...ProofAction[]]),
  request: z.record(z.string().max(40), z.unknown()).optional(),
});
