// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chooseFamily, familyOfVStyle } from "./style-family";

describe("style family", () => {
  it.each([
    ["style100", "classic"],
    ["t-201", "elec"],
    ["12", "lottery"],
    ["vs3", "tq"],
  ])("maps vStyle %s to %s by its last digit", (vStyle, family) => {
    expect(familyOfVStyle(vStyle)).toBe(family);
  });

  it("has no family for other last digits", () => {
    expect(familyOfVStyle("style7")).toBeNull();
    expect(familyOfVStyle("")).toBeNull();
  });

  it("lets a preview override win, then vStyle, then companyStyle, then classic", () => {
    expect(chooseFamily({ preview: "tq", vStyle: "1" })).toBe("tq");
    expect(chooseFamily({ preview: "classics", vStyle: "1" })).toBe("classic");
    expect(chooseFamily({ preview: "nope", vStyle: "2" })).toBe("lottery");
    expect(chooseFamily({ vStyle: "9", companyStyle: "elec" })).toBe("elec");
    expect(chooseFamily({})).toBe("classic");
  });
});
