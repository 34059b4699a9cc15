// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readableColor } from "./readable-color";

describe("readableColor", () => {
  it("keeps readable colours and drops faint ones", () => {
    expect(readableColor("#c7161e", "#ffffff")).toBe("#c7161e");
    expect(readableColor("#a0d911", "#ffffff")).toBeUndefined();
    expect(readableColor("#a0d911", "#0e1320")).toBe("#a0d911");
    expect(readableColor("", "#fff")).toBeUndefined();
  });
});
