// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LAYOUT_PRESETS, pageStyleOf, styleFromVStyle } from "./style";

describe("style from vStyle", () => {
  it.each([
    ["1000", "classic"],
    ["1001", "elec"],
    ["2002", "lottery"],
    ["3", "tq"],
    ["test", "classic"],
    ["", "classic"],
    [null, "classic"],
  ])("%s → %s", (vStyle, family) => {
    expect(styleFromVStyle(vStyle)).toBe(family);
  });

  it("every family has a preset and page styles fall back to style3", () => {
    for (const preset of Object.values(LAYOUT_PRESETS)) {
      expect(preset.homeSections.length).toBeGreaterThan(0);
    }
    expect(pageStyleOf(LAYOUT_PRESETS.tq)).toBe("style3");
    expect(pageStyleOf(null)).toBe("style3");
    expect(pageStyleOf(LAYOUT_PRESETS.elec)).toBe("style2");
  });
});
