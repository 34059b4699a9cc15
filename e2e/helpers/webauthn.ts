// Chromium's virtual authenticator (CDP WebAuthn) for the passkey walks of the app and the desk.
import type { Page } from "@playwright/test";

/** A platform authenticator with fingerprint/face (user verification) on the page's browser. */
export async function virtualAuthenticator(page: Page) {
  // A page may turn the browser's passkey autofill off (sessionStorage), so that a test knows
  // which of the two ways signs in: Chromium's virtual authenticator answers autofill at once.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("e2e-no-autofill")) {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { credentials };
}
