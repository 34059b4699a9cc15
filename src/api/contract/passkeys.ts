// Passkeys (WebAuthn): the member's credentials, signing in with one, and a passkey assertion as
// the proof of a sensitive change. The platform's own calls (the spec has none); the relying
// party is the tenant's host. See docs/passkeys.md.
import { z } from "zod";
import { PASSKEY_NAME_MAX } from "./constants.ts";

const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .max(max);

/** What the browser answers to `navigator.credentials.get` (@simplewebauthn/browser's JSON). */
export const assertionField = z.object({
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1000),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyAssertion = z.input<typeof assertionField>;

/** What the browser answers to `navigator.credentials.create`. */
export const attestationField = z.object({
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(20000),
    authenticatorData: b64url(4000).optional(),
    transports: z.array(z.string().max(20)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(2000).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyAttestation = z.input<typeof attestationField>;

const nameField = z
  .string()
  .trim()
  .min(1)
  .max(PASSKEY_NAME_MAX)
  .regex(/^[^<>]*$/);

/**
 * POST /api/VipUser/PasskeyRegistrationOptions — body: a re-authentication proof (reauth.ts).
 * Answers the options for `navigator.credentials.create` (challenge bound to the session).
 */
export type PasskeyCreationOptions = Record<string, unknown> & { challenge: string };

/** POST /api/VipUser/AddPasskey — the browser's answer to those options, and a name. */
export const addPasskeyBody = z.object({
  credential: attestationField,
  name: nameField.optional(),
});
export type AddPasskeyBody = z.input<typeof addPasskeyBody>;

/** A passkey of the member, as listed (GET /api/VipUser/GetPasskeys). Dates are ISO. */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced to the member's other devices by their password manager. */
  backedUp: boolean;
}

/** POST /api/VipUser/RenamePasskey */
export const renamePasskeyBody = z.object({ id: b64url(1400).min(1), name: nameField });
export type RenamePasskeyBody = z.input<typeof renamePasskeyBody>;

/** POST /api/VipUser/RemovePasskey */
export const removePasskeyBody = z.object({ id: b64url(1400).min(1) });
export type RemovePasskeyBody = z.input<typeof removePasskeyBody>;

/**
 * POST /api/VipUser/PasskeyProofOptions (member) and POST /api/vipuser/PasskeyLoginOptions
 * (guest): the options for `navigator.credentials.get`, with a new single-use challenge.
 */
export type PasskeyRequestOptions = Record<string, unknown> & { challenge: string };

/** POST /api/vipuser/PasskeyLogin — answers a LoginResult (auth.ts) like a password login. */
export const passkeyLoginBody = z.object({ credential: assertionField });
export type PasskeyLoginBody = z.input<typeof passkeyLoginBody>;

/** `error` strings of passkey refusals. */
export const PasskeyError = {
  /** The challenge is unknown, used already, expired, or of another session or host. */
  Challenge: "passkey-challenge",
  /** Unknown credential, wrong signature, counter gone backwards, another member's passkey. */
  Invalid: "passkey-invalid",
} as const;
