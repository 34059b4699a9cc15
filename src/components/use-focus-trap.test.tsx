import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { useFocusTrap } from "./use-focus-trap";

function Dialog({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  return (
    <div ref={panel} role="dialog" aria-label="Notice">
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("useFocusTrap", () => {
  it("moves focus into the panel without scrolling, cycles Tab inside it and gives focus back", () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    const { unmount } = render(<Dialog onClose={onClose} />);

    const first = screen.getByRole("button", { name: "First" });
    const last = screen.getByRole("button", { name: "Last" });
    expect(document.activeElement).toBe(first);
    // A scroll into view would lay out the whole page inside the commit that opens the panel.
    expect(focus.mock.contexts.at(-1)).toBe(first);
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);

    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();

    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
