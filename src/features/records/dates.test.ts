// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultRange, platformDay } from "./dates";

describe("record days", () => {
  it("uses the platform's day (America/Guyana, UTC−4)", () => {
    expect(platformDay(new Date("2026-03-01T02:00:00Z"))).toBe("2026-02-28");
    expect(platformDay(new Date("2026-03-01T05:00:00Z"))).toBe("2026-03-01");
  });
  it("spans the last 7 days inclusive", () => {
    expect(defaultRange(new Date("2026-03-10T12:00:00Z"))).toEqual({
      startDate: "2026-03-04",
      endDate: "2026-03-10",
    });
  });
});
