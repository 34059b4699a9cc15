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
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.hasAttribute("open")).toBe(true);
    const first = screen.getByRole("button", { name: "First" });
    expect(document.activeElement).toBe(first);
    // A scroll into view would lay out the whole page inside the commit that opens the dialog.
    expect(focus.mock.contexts.at(-1)).toBe(first);
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it("asks its owner to close on Escape (the browser's cancel), then returns focus", () => {
    const { onClose, opener, unmount } = renderDialog();
    const dialog = screen.getByRole("dialog");
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    // The owner decides: the browser must not close a dialog React still renders.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click but not on a click inside", () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByText("Body"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
