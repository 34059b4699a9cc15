// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatPlatformTime, platformDay } from "./platform-time";

// 02:30 UTC on 27 November is still the 26th in the platform's zone (UTC−4) and already the 27th
// in most of Asia and Europe: the device's zone must not decide which day a player sees.
const LATE = "2026-11-27T02:30:00Z";

describe("platform time", () => {
  it("reads a time in the platform's zone in every locale", () => {
    expect(formatPlatformTime(LATE, "en", "date")).toBe("26/11/2026");
    expect(formatPlatformTime(LATE, "en", "dateTime")).toBe("26/11/2026, 22:30");
    expect(formatPlatformTime(LATE, "zh-hans", "date")).toBe("2026/11/26");
    expect(formatPlatformTime(LATE, "en", "monthDayTime")).toBe("26/11, 22:30");
    expect(platformDay(new Date(LATE))).toBe("2026-11-26");
  });
});
