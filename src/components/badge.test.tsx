import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Badge, badgeText } from "./badge";

describe("badge", () => {
  it.each([
    [0, null],
    [-3, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("%d shows %s", (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it("renders nothing at zero", () => {
    const { container } = render(<Badge count={0} />);
    expect(container.innerHTML).toBe("");
    render(<Badge count={120} />);
    expect(screen.getByTestId("badge").textContent).toBe("99+");
  });
});
