// The browser's password manager, through the Credential Management API where the browser has it
// (Chromium: PasswordCredential); elsewhere the form's autocomplete attributes are all it needs.
// The app itself never keeps a password (src/features/auth/remembered-account.ts).

interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}
type PasswordCredentialCtor = new (init: PasswordCredentialInit) => Credential;

function passwordCredential(): PasswordCredentialCtor | null {
  const ctor = (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  return typeof ctor === "function" && typeof navigator.credentials?.store === "function"
    ? ctor
    : null;
}

/** Offers the signed-in name and password to the browser's password manager (it asks the person). */
export async function offerToPasswordManager(id: string, password: string): Promise<void> {
  const Ctor = passwordCredential();
  if (!Ctor) return;
  try {
    await navigator.credentials.store(new Ctor({ id, password, name: id }));
  } catch {
    // Refused or not allowed here (an insecure origin, a frame): the form's autocomplete stays.
  }
}

/**
 * After an explicit logout: the browser must not sign anyone in or hand the credential over
 * without the person choosing it (the next person on a shared phone).
 */
export async function preventSilentSignIn(): Promise<void> {
  try {
    await navigator.credentials?.preventSilentAccess?.();
  } catch {
    // Not supported: nothing was silent to begin with.
  }
}
