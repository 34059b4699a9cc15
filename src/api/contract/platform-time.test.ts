// @vitest-environment node
import { describe, expect, it } from "vitest";
import { phoneZone } from "../../../tests/phone-zone.ts";
import { LOCALES } from "./locales.ts";
import {
  formatPlatformDay,
  formatPlatformTime,
  platformDatePattern,
  platformDay,
  platformDayStart,
  platformDayStartOf,
} from "./platform-time.ts";

// 02:30 UTC on 27 November is 10:30 on the 27th on a phone in Shanghai and still 22:30 on the
// 26th in the platform's zone (UTC−4): the phone's zone decides the time a player reads, the
// platform's only the day a rule counts by.
const LATE = "2026-11-27T02:30:00Z";

describe("platform time, on a phone in Shanghai", () => {
  phoneZone("Asia/Shanghai");

  it("shows a time in the phone's zone, in one format per locale", () => {
    expect(formatPlatformTime(LATE, "en", "date")).toBe("27/11/2026");
    expect(formatPlatformTime(LATE, "en", "dateTime")).toBe("27/11/2026 10:30");
    expect(formatPlatformTime(LATE, "zh-hans", "date")).toBe("2026/11/27");
    expect(formatPlatformTime(LATE, "zh-hant", "dateTime")).toBe("2026/11/27 10:30");
    // Intl's Vietnamese order is "10:30 27/11/2026": the date comes first here as everywhere.
    expect(formatPlatformTime(LATE, "vi", "dateTime")).toBe("27/11/2026 10:30");
    expect(formatPlatformTime(LATE, "th", "dateTime")).toBe("27/11/2569 10:30");
    expect(formatPlatformTime(LATE, "vi", "time")).toBe("10:30");
  });

  it("keeps the day a rule counts by the platform's", () => {
    expect(platformDay(new Date(LATE))).toBe("2026-11-26");
    expect(formatPlatformDay("2026-11-26", "en")).toBe("26/11/2026");
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
