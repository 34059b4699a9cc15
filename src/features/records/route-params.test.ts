// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RecordType, recordsParams } from "./route-params";

describe("recordsParams", () => {
  it("parses the record types and the activity statement", () => {
    expect(recordsParams.parse({ type: "game" })).toEqual({ type: RecordType.Game });
    expect(recordsParams.parse({ type: "trade" })).toEqual({ type: RecordType.Trade });
    expect(recordsParams.parse({ type: "statement" })).toEqual({ type: RecordType.Statement });
  });

  it.each([undefined, "", "TRADE", "bogus"])("falls back to bet records for %s", (raw) => {
    expect(recordsParams.parse({ type: raw })).toEqual({ type: RecordType.Game });
  });

  it("stringifies back to the segment (round trip)", () => {
    for (const type of Object.values(RecordType)) {
      expect(recordsParams.parse(recordsParams.stringify({ type }))).toEqual({ type });
    }
  });
});
