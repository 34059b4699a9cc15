// The browser's side of passkeys. @simplewebauthn/browser is loaded only when a ceremony runs
// (a dynamic import): the app's first load does not carry it.
import type { PasskeyAssertion, PasskeyAttestation } from "../api/contract/passkeys";

type Options = Record<string, unknown> & { challenge: string };

const library = () => import("@simplewebauthn/browser");

/** True where the browser has WebAuthn at all (checked without loading the library). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** True where this device itself can make a passkey (fingerprint, face, screen lock). */
export async function platformPasskeyAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** True where the browser offers passkeys in the autofill of a username field. */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await library()).browserSupportsWebAuthnAutofill();
}

/** Makes a passkey with the platform's options; the answer goes to AddPasskey. */
export async function createPasskey(options: Options): Promise<PasskeyAttestation> {
  const { startRegistration } = await library();
  return (await startRegistration({ optionsJSON: options as never })) as PasskeyAttestation;
}

/**
 * Asks the browser for an assertion over the options' challenge; `autofill` waits for the member
 * to pick a passkey in the username field's suggestions (conditional mediation).
 */
export async function getPasskey(options: Options, autofill = false): Promise<PasskeyAssertion> {
  const { startAuthentication } = await library();
  return (await startAuthentication({
    optionsJSON: options as never,
    useBrowserAutofill: autofill,
  })) as PasskeyAssertion;
}

/** The member cancelled (or the ceremony was replaced by another): nothing to report. */
export function isPasskeyCancel(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name;
  const code = (e as { code?: string } | null)?.code;
  return name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED";
}
