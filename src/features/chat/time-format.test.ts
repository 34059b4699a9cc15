// @vitest-environment node
import { describe, expect, it } from "vitest";
import { phoneZone } from "../../../tests/phone-zone";
import { formatChatTime } from "./time-format";

// The phone is in Shanghai (UTC+8 all year): its midnight is 16:00 UTC the day before.
const sh = (iso: string) => Date.parse(`${iso}+08:00`);

describe("formatChatTime on a phone in Shanghai", () => {
  phoneZone("Asia/Shanghai");
  const now = sh("2026-03-15T00:05:00"); // five minutes after midnight on the phone

  it("shows HH:mm for today as the phone's clock says it", () => {
    expect(formatChatTime(sh("2026-03-15T00:01:00"), now, "Yesterday", "en")).toBe("00:01");
  });

  it("prefixes yesterday, even one minute before midnight", () => {
    expect(formatChatTime(sh("2026-03-14T23:59:00"), now, "Yesterday", "en")).toBe(
      "Yesterday 23:59",
    );
    expect(formatChatTime(sh("2026-03-14T00:00:00"), now, "昨天", "en")).toBe("昨天 00:00");
  });

  it("uses the phone's calendar, not the platform's (UTC−4) or UTC", () => {
    // 2026-03-15 02:38 on the phone is 2026-03-14 14:38 in the platform's zone: today, 02:38.
    expect(formatChatTime(sh("2026-03-15T02:38:00"), sh("2026-03-15T03:00:00"), "Y", "en")).toBe(
      "02:38",
    );
    // 2026-03-14 20:00 UTC is 04:00 on the 15th on the phone: today, though the 14th in UTC.
    const morning = sh("2026-03-15T05:00:00");
    expect(formatChatTime(Date.parse("2026-03-14T20:00:00Z"), morning, "Yesterday", "en")).toBe(
      "04:00",
    );
  });

  it("shows the date in the locale's one format before yesterday", () => {
    expect(formatChatTime(sh("2026-03-13T23:59:00"), now, "Yesterday", "en")).toBe("13/03/2026");
    expect(formatChatTime(sh("2026-01-01T00:00:00"), now, "昨天", "zh-hans")).toBe("2026/01/01");
    expect(formatChatTime(sh("2025-12-31T23:59:00"), now, "Hôm qua", "vi")).toBe("31/12/2025");
  });

  it("counts yesterday across a year boundary as yesterday", () => {
    const newYear = sh("2027-01-01T00:00:30");
    expect(formatChatTime(sh("2026-12-31T23:59:59"), newYear, "昨天", "en")).toBe("昨天 23:59");
    expect(formatChatTime(sh("2026-12-30T12:00:00"), newYear, "昨天", "en")).toBe("30/12/2026");
  });
});
