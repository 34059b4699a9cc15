// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import {
  formatPlatformTime,
  platformDatePattern,
  platformDay,
  platformDayStart,
  platformDayStartOf,
} from "./platform-time.ts";

// 02:30 UTC on 27 November is still the 26th in the platform's zone (UTC−4) and already the 27th
// in most of Asia and Europe: the device's zone must not decide which day a player sees.
const LATE = "2026-11-27T02:30:00Z";

describe("platform time", () => {
  it("reads a time in the platform's zone, in one format per locale", () => {
    expect(formatPlatformTime(LATE, "en", "date")).toBe("26/11/2026");
    expect(formatPlatformTime(LATE, "en", "dateTime")).toBe("26/11/2026 22:30");
    expect(formatPlatformTime(LATE, "zh-hans", "date")).toBe("2026/11/26");
    expect(formatPlatformTime(LATE, "zh-hant", "dateTime")).toBe("2026/11/26 22:30");
    // Intl's Vietnamese order is "22:30 26/11/2026": the date comes first here as everywhere.
    expect(formatPlatformTime(LATE, "vi", "dateTime")).toBe("26/11/2026 22:30");
    expect(formatPlatformTime(LATE, "th", "dateTime")).toBe("26/11/2569 22:30");
    expect(formatPlatformTime(LATE, "vi", "time")).toBe("22:30");
    expect(platformDay(new Date(LATE))).toBe("2026-11-26");
  });

  it("describes each locale's format with the pattern the crawler checks", () => {
    for (const locale of LOCALES) {
      const re = new RegExp(platformDatePattern(locale));
      expect(formatPlatformTime(LATE, locale, "date")).toMatch(re);
      expect(formatPlatformTime(LATE, locale, "dateTime")).toMatch(re);
    }
    expect("26/11/2026").not.toMatch(new RegExp(platformDatePattern("zh-hans")));
    expect("2026/11/26").not.toMatch(new RegExp(platformDatePattern("vi")));
    expect("22:30 26/11").not.toMatch(new RegExp(platformDatePattern("vi")));
  });

  it("starts the platform's day where its time zone's calendar turns (the platform's day bounds)", () => {
    // Every seventh hour over a year (each hour of the day in turn): the start of the day holding
    // it is that zone day's first instant.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 3_600_000) {
      const start = platformDayStartOf(at);
      const day = platformDay(new Date(at));
      expect(platformDay(new Date(start))).toBe(day);
      expect(platformDay(new Date(start - 1))).not.toBe(day);
      expect(platformDayStart(day)).toBe(start);
    }
  });
});
