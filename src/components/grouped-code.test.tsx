import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { codeGroups, GroupedCode } from "./grouped-code";

describe("GroupedCode", () => {
  it("keeps a code's own groups, else cuts it into fours", () => {
    expect(codeGroups("6222 0210 0000 8888")).toEqual(["6222", "0210", "0000", "8888"]);
    expect(codeGroups("JBSWY3DPEHPK3PXP")).toEqual(["JBSW", "Y3DP", "EHPK", "3PXP"]);
    expect(codeGroups("TXYZ123")).toEqual(["TXYZ", "123"]);
  });

  it("breaks only between groups and reads (and copies) as the code itself", () => {
    const { container } = render(<GroupedCode value="TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9" />);
    const code = container.querySelector(".grouped-code")!;
    expect(code.textContent).toBe("TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9");
    expect(code.querySelectorAll("span")).toHaveLength(9);
    expect(code.querySelectorAll("wbr")).toHaveLength(8);
  });

  it("keeps the spaces of a code written with them", () => {
    const { container } = render(<GroupedCode value="6222 0210 0000 8888" />);
    expect(container.textContent).toBe("6222 0210 0000 8888");
    expect(container.querySelectorAll("wbr")).toHaveLength(0);
  });
});
