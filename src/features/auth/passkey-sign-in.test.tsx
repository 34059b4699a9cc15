// The login screen's passkey autofill waits in the background: what the browser does with that
// waiting request is not the player's doing, so it never shows an error; a passkey they picked
// and the platform refused does.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import type { ReactNode } from "react";
import { getPasskey, passkeyAutofillSupported } from "../../lib/webauthn";
import type * as WebAuthn from "../../lib/webauthn";
import { passkeyLogin, passkeyLoginOptions } from "../../api/endpoints/passkeys";
import { usePasskeySignIn } from "./passkey-sign-in";

vi.mock("../../lib/webauthn", async (importOriginal) => ({
  ...(await importOriginal<typeof WebAuthn>()),
  passkeysSupported: () => true,
  passkeyAutofillSupported: vi.fn(),
  getPasskey: vi.fn(),
}));
vi.mock("../../api/endpoints/passkeys", () => ({
  passkeyLoginOptions: vi.fn(),
  passkeyLogin: vi.fn(),
  addPasskey: vi.fn(),
  getPasskeys: vi.fn(),
  passkeyRegistrationOptions: vi.fn(),
}));

i18n.loadAndActivate({ locale: "en", messages: {} });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const assertion = { id: "cred", rawId: "cred", type: "public-key", response: {} } as never;

function mount() {
  const onResult = vi.fn(async () => {});
  const onError = vi.fn();
  renderHook(() => usePasskeySignIn(onResult, onError), { wrapper });
  return { onResult, onError };
}

describe("passkey autofill on the login screen", () => {
  beforeEach(() => {
    vi.mocked(passkeyAutofillSupported).mockResolvedValue(true);
    vi.mocked(passkeyLoginOptions).mockResolvedValue({ challenge: "c" } as never);
  });
  afterEach(() => vi.clearAllMocks());

  it("shows nothing when the browser refuses the waiting request itself", async () => {
    const notSupported = Object.assign(new Error("conditional mediation"), {
      name: "NotSupportedError",
    });
    vi.mocked(getPasskey).mockRejectedValue(notSupported);
    const { onError } = mount();
    await waitFor(() => expect(getPasskey).toHaveBeenCalledWith({ challenge: "c" }, true));
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).not.toHaveBeenCalled();
  });

  it("shows nothing when the options cannot be fetched", async () => {
    vi.mocked(passkeyLoginOptions).mockRejectedValue(new Error("offline"));
    const { onError } = mount();
    await waitFor(() => expect(passkeyLoginOptions).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).not.toHaveBeenCalled();
    expect(getPasskey).not.toHaveBeenCalled();
  });

  it("shows the refusal of a passkey the player picked, and signs in with an accepted one", async () => {
    vi.mocked(getPasskey).mockResolvedValue(assertion);
    vi.mocked(passkeyLogin).mockRejectedValueOnce(new Error("unknown passkey"));
    const refused = mount();
    await waitFor(() => expect(refused.onError).toHaveBeenCalledTimes(1));
    expect(refused.onResult).not.toHaveBeenCalled();

    vi.mocked(passkeyLogin).mockResolvedValueOnce({ id: 7, token: "t" } as never);
    const accepted = mount();
    await waitFor(() => expect(accepted.onResult).toHaveBeenCalledWith({ id: 7, token: "t" }));
    expect(accepted.onError).not.toHaveBeenCalled();
  });
});
