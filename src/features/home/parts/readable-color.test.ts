import { describe, expect, it } from "vitest";
import { contrastRatio, readableColor } from "./readable-color";

describe("readableColor", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("red", "#fff")).toBeNull();
  });

  it("keeps readable colours and drops faint ones", () => {
    expect(readableColor("#c7161e", "#ffffff")).toBe("#c7161e");
    expect(readableColor("#a0d911", "#ffffff")).toBeUndefined();
    expect(readableColor("#a0d911", "#0e1320")).toBe("#a0d911");
    expect(readableColor("", "#fff")).toBeUndefined();
  });
});
