import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useRowWindow } from "./use-row-window";

// jsdom lays nothing out: the grid's geometry is given here. Rows are 100 px apart, 3 items a
// row; the list's top is at -scrolled px.
const PITCH = 100;
const COLUMNS = 3;
let scrolled = 0;

function Grid({ count }: { count: number }) {
  const ref = useRef<HTMLUListElement>(null);
  const win = useRowWindow(ref, count, COLUMNS, 2);
  const items = Array.from({ length: win.end - win.start }, (_, i) => win.start + i);
  return (
    <ul
      ref={(el) => {
        ref.current = el;
        if (el) el.getBoundingClientRect = () => ({ top: -scrolled }) as DOMRect;
      }}
      data-testid="grid"
      style={{ paddingTop: win.padTop, paddingBottom: win.padBottom }}
    >
      {items.map((i) => (
        <li key={i} data-index={i} />
      ))}
    </ul>
  );
}

beforeEach(() => {
  scrolled = 0;
  Object.defineProperty(HTMLElement.prototype, "offsetTop", {
    configurable: true,
    get(this: HTMLElement) {
      const i = Number(this.dataset.index);
      return Number.isNaN(i) ? 0 : Math.floor(i / COLUMNS) * PITCH;
    },
  });
  vi.stubGlobal("innerHeight", 768);
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    cb(0);
    return 1;
  });
});
afterEach(() => {
  delete (HTMLElement.prototype as { offsetTop?: number }).offsetTop;
  vi.unstubAllGlobals();
});

const rendered = () => screen.getByTestId("grid").querySelectorAll("li");
/** Past the frame after the commit, when the grid reads its row pitch. */
const afterPaint = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("useRowWindow", () => {
  it("keeps only the rows near the viewport, the others' height as padding", async () => {
    render(<Grid count={300} />);
    // The commit itself renders every row: the pitch is read after the paint.
    expect(rendered()).toHaveLength(300);
    await afterPaint();
    // At the top: 9 rows on a 768-px screen (ceil(768 / 100) + 1) and 2 of overscan below.
    expect(rendered()).toHaveLength(11 * COLUMNS);
    expect(screen.getByTestId("grid").style.paddingTop).toBe("0px");
    expect(screen.getByTestId("grid").style.paddingBottom).toBe(`${(100 - 11) * PITCH}px`);

    // Scrolled to row 50: rows 48–60 are in the document, 48 rows above and 39 below are padding.
    scrolled = 50 * PITCH;
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    const items = rendered();
    expect(items).toHaveLength(13 * COLUMNS);
    expect(items[0]!.dataset.index).toBe(String(48 * COLUMNS));
    expect(screen.getByTestId("grid").style.paddingTop).toBe(`${48 * PITCH}px`);
    expect(screen.getByTestId("grid").style.paddingBottom).toBe(`${39 * PITCH}px`);
  });

  it("renders every row of a grid that the window would not shorten", async () => {
    render(<Grid count={30} />);
    await afterPaint();
    expect(rendered()).toHaveLength(30);
  });
});
