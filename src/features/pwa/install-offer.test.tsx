// The offer to install in the flow: on the second visit or after a credited deposit, through the
// browser's own prompt (a real `beforeinstallprompt` event), never again once dismissed, never
// when installed or in the native app shell.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render as renderBare, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { DEPOSIT_CREDITED_EVENT } from "../../api/contract/constants";
import { captureInstallPrompt } from "./install";
import { InstallOffer } from "./install-offer";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
const render = (ui: ReactNode) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const NAME = /Add the app to your home screen/;
let stop: () => void;
let prompt: ReturnType<typeof vi.fn>;

/** The browser says the app can be installed; the player answers `outcome` to its prompt. */
function browserOffers(outcome: "accepted" | "dismissed") {
  prompt = vi.fn(async () => undefined);
  const e = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(e));
}

/** A new browser session (a later visit) of the same device. */
const newSession = () => sessionStorage.clear();

beforeEach(() => {
  stop = captureInstallPrompt();
});
afterEach(() => {
  stop();
  localStorage.clear();
  sessionStorage.clear();
});

describe("install offer", () => {
  it("comes after a credited deposit, and never again once dismissed", () => {
    browserOffers("dismissed");
    const view = render(<InstallOffer inApp={false} />);
    expect(screen.queryByRole("region", { name: NAME })).toBeNull();
    act(() => void window.dispatchEvent(new Event(DEPOSIT_CREDITED_EVENT)));
    fireEvent.click(screen.getByRole("button", { name: "No thanks" }));
    expect(screen.queryByRole("region", { name: NAME })).toBeNull();
    view.unmount();
    newSession();
    render(<InstallOffer inApp={false} />);
    act(() => void window.dispatchEvent(new Event(DEPOSIT_CREDITED_EVENT)));
    expect(screen.queryByRole("region", { name: NAME })).toBeNull();
  });

  it("is never shown in the native app shell", () => {
    browserOffers("accepted");
    render(<InstallOffer inApp />);
    act(() => void window.dispatchEvent(new Event(DEPOSIT_CREDITED_EVENT)));
    expect(screen.queryByRole("region", { name: NAME })).toBeNull();
  });
  // Last: an accepted prompt leaves the install module's state installed.
  it("waits for the second visit, then installs through the browser's prompt", async () => {
    browserOffers("accepted");
    const first = render(<InstallOffer inApp={false} />);
    expect(screen.queryByRole("region", { name: NAME })).toBeNull();
    first.unmount();
    // The same visit again (a reload) is not a second visit.
    render(<InstallOffer inApp={false} />).unmount();
    newSession();
    render(<InstallOffer inApp={false} />);
    const offer = screen.getByRole("region", { name: NAME });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Install" })));
    expect(prompt).toHaveBeenCalledOnce();
    // Installed: the offer is gone.
    expect(offer.isConnected).toBe(false);
  });
});
