import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { Dialog } from "./dialog";

i18n.loadAndActivate({ locale: "en", messages: {} });

function renderDialog(onClose = vi.fn()) {
  const opener = document.createElement("button");
  document.body.append(opener);
  opener.focus();
  const view = render(
    <I18nProvider i18n={i18n}>
      <Dialog
        title="Customer service centre"
        onClose={onClose}
        actions={
          <>
            <button type="button">First</button>
            <button type="button">Last</button>
          </>
        }
      >
        <p>Body</p>
      </Dialog>
    </I18nProvider>,
  );
  return { onClose, opener, ...view };
}

describe("Dialog", () => {
  it("is a labelled modal dialog that takes focus, without scrolling", () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Customer service centre" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const first = screen.getByRole("button", { name: "First" });
    expect(document.activeElement).toBe(first);
    // A scroll into view lays out the whole page inside the commit that opens the dialog (the
    // notice dialog opens as home loads: ~16 ms of forced layout, issue 23).
    expect(focus.mock.contexts.at(-1)).toBe(first);
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it("traps Tab inside and closes on Escape, returning focus", () => {
    const { onClose, opener, unmount } = renderDialog();
    const first = screen.getByRole("button", { name: "First" });
    const last = screen.getByRole("button", { name: "Last" });
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click but not on a click inside", () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByText("Body"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("dialog").parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
