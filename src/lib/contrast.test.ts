// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, toHex } from "./contrast";

describe("WCAG contrast", () => {
  it("computes contrast ratios in either order", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("red", "#fff")).toBeNull();
  });

  it("reads 3- and 6-digit hex, with or without #, and writes 6-digit hex", () => {
    expect(parseHex("#ff0")).toEqual([255, 255, 0]);
    expect(parseHex("0958d9")).toEqual([9, 88, 217]);
    expect(parseHex("rgb(1,2,3)")).toBeNull();
    expect(toHex([9, 88, 217])).toBe("#0958d9");
  });
});
