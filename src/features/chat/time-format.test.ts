// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatChatTime } from "./time-format";

// Guyana is UTC−4 all year: local midnight is 04:00 UTC.
const gy = (iso: string) => Date.parse(`${iso}-04:00`);

describe("formatChatTime (America/Guyana)", () => {
  const now = gy("2026-03-15T00:05:00"); // five minutes after midnight in Guyana

  it("shows HH:mm for today in Guyana", () => {
    expect(formatChatTime(gy("2026-03-15T00:01:00"), now, "Yesterday", "en")).toBe("00:01");
  });

  it("prefixes yesterday, even one minute before midnight", () => {
    expect(formatChatTime(gy("2026-03-14T23:59:00"), now, "Yesterday", "en")).toBe(
      "Yesterday 23:59",
    );
    expect(formatChatTime(gy("2026-03-14T00:00:00"), now, "昨天", "en")).toBe("昨天 00:00");
  });

  it("uses the Guyana calendar, not UTC or the device's zone", () => {
    // 2026-03-15 02:00 UTC is still 2026-03-14 22:00 in Guyana: yesterday, not today.
    expect(formatChatTime(Date.parse("2026-03-15T02:00:00Z"), now, "Yesterday", "en")).toBe(
      "Yesterday 22:00",
    );
    // Just before Guyana midnight, a message from 20:00 UTC that day is today.
    const lateNow = gy("2026-03-14T23:59:00");
    expect(formatChatTime(Date.parse("2026-03-14T20:00:00Z"), lateNow, "Yesterday", "en")).toBe(
      "16:00",
    );
  });

  it("shows the date in the locale's one format before yesterday", () => {
    expect(formatChatTime(gy("2026-03-13T23:59:00"), now, "Yesterday", "en")).toBe("13/03/2026");
    expect(formatChatTime(gy("2026-01-01T00:00:00"), now, "昨天", "zh-hans")).toBe("2026/01/01");
    expect(formatChatTime(gy("2025-12-31T23:59:00"), now, "Hôm qua", "vi")).toBe("31/12/2025");
  });

  it("counts yesterday across a year boundary as yesterday", () => {
    const newYear = gy("2027-01-01T00:00:30");
    expect(formatChatTime(gy("2026-12-31T23:59:59"), newYear, "昨天", "en")).toBe("昨天 23:59");
    expect(formatChatTime(gy("2026-12-30T12:00:00"), newYear, "昨天", "en")).toBe("30/12/2026");
  });
});
