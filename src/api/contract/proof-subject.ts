// What a passkey proof covers, apart from the request schemas: the app's endpoints read it, and
// it must not bring zod (contract/reauth.ts) into the app's chunks.

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
