// Passkeys (WebAuthn): the member's list, adding one (after a proof), rename, remove; the options
// of a proof; and signing in with one. The platform's own calls (src/api/contract/passkeys.ts).
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import type { LoginResult } from "../contract/auth";
import type {
  AddPasskeyBody,
  PasskeyCreationOptions,
  PasskeyAssertion,
  PasskeyInfo,
  PasskeyLoginBody,
  PasskeyRequestOptions,
  RemovePasskeyBody,
  RenamePasskeyBody,
} from "../contract/passkeys";
import { PROOF_ACTIONS, type ProofFor } from "../contract/proof-subject";
import type { ReauthProof } from "../contract/reauth";
import { queryKeys } from "../query-keys";

// Kept here, not in query-keys.ts: that module is part of the app's first load, passkeys are not.
export const passkeysKey = () => [...queryKeys.member.all, "passkeys"] as const;

export function getPasskeys(signal?: AbortSignal) {
  return apiRequest<PasskeyInfo[]>("GET", "/api/VipUser/GetPasskeys", { signal });
}
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysKey(),
    queryFn: ({ signal }) => getPasskeys(signal),
  });

/** Options of `navigator.credentials.create`, after the member's proof. */
export function passkeyRegistrationOptions(proof: ReauthProof) {
  return apiRequest<PasskeyCreationOptions>("POST", "/api/VipUser/PasskeyRegistrationOptions", {
    body: proof,
  });
}

export function addPasskey(body: AddPasskeyBody) {
  return apiRequest<PasskeyInfo>("POST", "/api/VipUser/AddPasskey", { body });
}

export function renamePasskey(body: RenamePasskeyBody) {
  return apiRequest<PasskeyInfo[]>("POST", "/api/VipUser/RenamePasskey", { body });
}

export function removePasskey(body: RemovePasskeyBody) {
  return apiRequest<PasskeyInfo[]>("POST", "/api/VipUser/RemovePasskey", { body });
}

/**
 * A challenge for a passkey proof of one sensitive change (answered into that request's body):
 * its action and the fields the proof covers, nothing else of the request.
 */
export function passkeyProofOptions({ action, request = {} }: ProofFor) {
  const covered = Object.fromEntries(PROOF_ACTIONS[action].map((f) => [f, request[f] ?? null]));
  return apiRequest<PasskeyRequestOptions>("POST", "/api/VipUser/PasskeyProofOptions", {
    body: { action, request: covered },
  });
}

/** Asked quietly: the login screen's autofill waits on it in the background. */
export function passkeyLoginOptions(signal?: AbortSignal) {
  return apiRequest<PasskeyRequestOptions>("POST", "/api/vipuser/PasskeyLoginOptions", {
    signal,
    quiet: true,
  });
}

export function passkeyLogin(body: PasskeyLoginBody) {
  return apiRequest<LoginResult>("POST", "/api/vipuser/PasskeyLogin", { body });
}

/** Turns two-factor off with one of the member's passkeys in place of a current code. */
export function disableAuthenticatorWithPasskey(passkey: PasskeyAssertion) {
  return apiRequest<true>("POST", "/api/VipUser/DisableAuthenticator", { body: { passkey } });
}
