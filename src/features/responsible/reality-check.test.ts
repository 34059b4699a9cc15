import { describe, expect, it } from "vitest";
import { nextReminderAt } from "./reality-check";

const MIN = 60_000;

describe("nextReminderAt", () => {
  it("is off at 0 minutes", () => {
    expect(nextReminderAt(0, 0, 5 * MIN)).toBeNull();
  });
  it("falls on the next multiple of the interval since the session start", () => {
    expect(nextReminderAt(1_000, 15, 1_000)).toBe(1_000 + 15 * MIN);
    expect(nextReminderAt(1_000, 15, 1_000 + 15 * MIN)).toBe(1_000 + 30 * MIN);
    expect(nextReminderAt(1_000, 30, 1_000 + 44 * MIN)).toBe(1_000 + 60 * MIN);
  });
});
