// @vitest-environment node
import { describe, expect, it } from "vitest";
import { optionalIdParams } from "./route-params";

describe("optionalIdParams", () => {
  it.each([
    ["7", 7],
    ["123", 123],
  ])("parses %s to the number %d", (raw, id) => {
    expect(optionalIdParams.parse({ id: raw })).toEqual({ id });
  });

  it.each([undefined, "", "0", "-3", "1.5", "abc", "9007199254740993"])(
    "treats %s as no id (the screen's own fallback), never throws",
    (raw) => {
      expect(optionalIdParams.parse({ id: raw })).toEqual({ id: undefined });
    },
  );

  it("stringifies back to the segment (round trip)", () => {
    expect(optionalIdParams.stringify({ id: 42 })).toEqual({ id: "42" });
    expect(optionalIdParams.parse(optionalIdParams.stringify({ id: 42 }))).toEqual({ id: 42 });
    expect(optionalIdParams.stringify({ id: undefined })).toEqual({ id: undefined });
  });
});
