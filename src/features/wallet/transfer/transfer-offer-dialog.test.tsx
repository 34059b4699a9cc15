// The transfer offered in place when a game's wallet is empty: the whole main balance prefilled,
// editable, checked against what the main wallet holds, one tap to confirm.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { TenantProvider } from "../../../../tests/tenant-provider";
import { TransferOfferDialog } from "./transfer-offer-dialog";

i18n.loadAndActivate({ locale: "en", messages: {} });

function renderOffer(refusal: string | null = null) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <TenantProvider currency="USD">
      <I18nProvider i18n={i18n}>
        <TransferOfferDialog
          plateName="Slots"
          main="1234.50"
          refusal={refusal}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      </I18nProvider>
    </TenantProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Your Slots wallet is empty" });
  const amount = screen.getByRole("textbox", { name: "Amount" });
  const confirm = screen.getByRole("button", { name: "Transfer and play" });
  return { dialog, amount, confirm, onConfirm, onClose };
}

describe("TransferOfferDialog", () => {
  it("offers the whole main balance, moved with one tap", () => {
    const { dialog, amount, confirm, onConfirm } = renderOffer();
    expect(dialog.textContent).toContain(
      "Move money from your main wallet (US$1,234.50) into Slots",
    );
    expect((amount as HTMLInputElement).value).toBe("1234.50");
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("1234.50");
  });

  it("takes a changed amount, and refuses more than the main wallet holds or nothing", () => {
    const { amount, confirm, onConfirm } = renderOffer();
    fireEvent.change(amount, { target: { value: "1234.51" } });
    fireEvent.click(confirm);
    expect(screen.getByRole("alert").textContent).toContain("More than the wallet holds");
    fireEvent.change(amount, { target: { value: "0" } });
    fireEvent.click(confirm);
    expect(screen.getByRole("alert").textContent).toContain("Enter an amount above zero");
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: "50" } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("50.00");
    expect(amount.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the platform's refusal and closes on “Not now”", () => {
    const { onClose } = renderOffer("Insufficient balance");
    expect(screen.getByRole("alert").textContent).toContain("Insufficient balance");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
