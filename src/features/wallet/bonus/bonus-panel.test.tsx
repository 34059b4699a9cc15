// The bonus on the deposit, wallet and withdrawal screens: an opt-in with its terms before the
// deposit, and what can be withdrawn now with the wagering progress and a one-tap forfeit whose
// cost is on the button.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { useState } from "react";
import type { BonusOffer, BonusState } from "../../../api/contract/bonus";
import { configureApi, resetApiHooks } from "../../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../../api/runtime-config";
import { BonusOptIn } from "./bonus-opt-in";
import { BonusPanel } from "./bonus-panel";
import { TenantProvider } from "../../../../tests/tenant-provider";

i18n.loadAndActivate({ locale: "en", messages: {} });

const OFFER: BonusOffer = {
  rule: "first-deposit",
  percent: 100,
  cap: "1888.00",
  minDeposit: "200.00",
  wagering: 40,
  maxStake: "2.00",
  expiryDays: 30,
  eligible: true,
  reason: null,
};
const IN_PLAY: BonusState = {
  bonus: {
    id: 7,
    rule: "first-deposit",
    amount: "200.00",
    requirement: "8000.00",
    wagered: "2000.00",
    left: "6000.00",
    locked: "180.50",
    maxStake: "2.00",
    createdAt: "2026-01-01T00:00:00.000Z",
    expiresAt: "2026-01-31T00:00:00.000Z",
  },
  cash: "10000.00",
  withdrawable: "10000.00",
  review: null,
  offer: null,
};

let state: BonusState;
let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
  // GetBonus and ForfeitBonus, answered as the reference platform answers them.
  fetchMock = vi.fn(async (url) => {
    if (String(url).includes("/ForfeitBonus")) {
      state = { ...state, bonus: null, withdrawable: state.cash };
    }
    return new Response(JSON.stringify({ ok: true, result: state, error: null, message: "" }));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

// A US-dollar tenant: every amount carries its currency.
const show = (ui: React.ReactNode) =>
  render(
    <TenantProvider currency="USD">
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </TenantProvider>,
  );

function OptIn() {
  const [claim, setClaim] = useState(false);
  return <BonusOptIn checked={claim} onChange={setClaim} />;
}

describe("BonusOptIn", () => {
  it("is not ticked, and states the requirement, the maximum stake and the expiry first", async () => {
    state = { ...IN_PLAY, bonus: null, offer: OFFER };
    show(<OptIn />);
    // Label queries, not role queries: the same accessible name, a fraction of jsdom's work.
    const box = await screen.findByLabelText("Add my deposit bonus");
    expect(box.getAttribute("type")).toBe("checkbox");
    expect((box as HTMLInputElement).checked).toBe(false);
    const terms = document.getElementById(box.getAttribute("aria-describedby")!)!.textContent;
    expect(terms).toContain("100% of this deposit as a bonus, up to US$1,888.00");
    expect(terms).toContain("at least US$200.00");
    expect(terms).toContain("bets of 40 times the bonus");
    expect(terms).toContain("each bet is at most US$2.00");
    expect(terms).toContain("after 30 days an unfinished bonus lapses");
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    // The device id goes with the read, so the offer is the one this phone can claim.
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/GetBonus\?deviceId=[0-9a-f]{32}$/);
  });

  it("shows the platform's reason instead of a box when this deposit cannot claim it", async () => {
    const reason = "Add your real name in your profile to claim the first-deposit bonus";
    state = { ...IN_PLAY, bonus: null, offer: { ...OFFER, eligible: false, reason } };
    show(<OptIn />);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(document.querySelector("input[type=checkbox]")).toBeNull();
  });
});

describe("BonusPanel", () => {
  it("says what can be withdrawn now and how far the wagering is", async () => {
    state = IN_PLAY;
    show(<BonusPanel />);
    expect(await screen.findByText("US$10,000.00")).toBeTruthy();
    expect(screen.getByText("Withdrawable now")).toBeTruthy();
    const bar = screen.getByLabelText("Wagering progress");
    expect(bar.tagName).toBe("PROGRESS");
    expect(bar.getAttribute("value")).toBe("25");
    expect(
      screen.getByText(
        "Wagered US$2,000.00 of US$8,000.00: US$6,000.00 more in bets before the bonus and its winnings (US$180.50) can be withdrawn.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Bets are at most US\$2\.00 while the bonus is in play/)).toBeTruthy();
  });

  it("gives the bonus up in one tap, its cost on the button, with an Idempotency-Key", async () => {
    state = IN_PLAY;
    show(<BonusPanel />);
    const button = (await screen.findByText("Give up the bonus (US$180.50)")).closest("button")!;
    expect(button.getAttribute("type")).toBe("button");
    expect(
      screen.getByText("Giving the bonus up takes back US$180.50; your own money stays yours."),
    );
    fireEvent.click(button);
    await waitFor(() => expect(document.querySelector("button")).toBeNull());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes("/ForfeitBonus"))!;
    expect(String(url)).toMatch(/\/api\/VipUser\/ForfeitBonus$/);
    expect(JSON.parse(String(init!.body))).toEqual({ bonusId: 7 });
    expect(new Headers(init!.headers).get("idempotency-key")).toBeTruthy();
  });

  it("tells a member on review why nothing can be withdrawn", async () => {
    const reason = "Your withdrawals are on hold for review";
    state = { ...IN_PLAY, bonus: null, withdrawable: "0.00", review: { reason } };
    show(<BonusPanel />);
    expect((await screen.findByText(reason)).getAttribute("role")).toBe("alert");
    expect(screen.getByText("US$0.00")).toBeTruthy();
  });
});
