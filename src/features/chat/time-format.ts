// Message timestamps (docs/product.md §9): shown in the platform's time zone (America/Guyana, UTC−4, no
// daylight saving) whatever the device's zone: today "HH:mm", yesterday "<prefix> HH:mm", earlier
// the date in the locale's one format, as every screen writes dates.
import { formatPlatformTime, PLATFORM_TIME_ZONE } from "../../api/contract/platform-time";

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: PLATFORM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function partsOf(ms: number): Parts {
  const p: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(ms)) {
    if (type !== "literal") p[type] = Number(value);
  }
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute! };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Calendar day number of a zoned date, so "yesterday" is a calendar fact, not 24 hours. */
const dayNumber = (p: Parts) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;

/**
 * @param at the message time (ms since epoch)
 * @param now the current time (ms since epoch)
 * @param yesterdayPrefix "Yesterday" / "昨天", from the active catalog
 * @param locale the app's locale, for older dates
 */
export function formatChatTime(
  at: number,
  now: number,
  yesterdayPrefix: string,
  locale: string,
): string {
  const t = partsOf(at);
  const n = partsOf(now);
  const time = `${pad(t.hour)}:${pad(t.minute)}`;
  const days = dayNumber(n) - dayNumber(t);
  if (days === 0) return time;
  if (days === 1) return `${yesterdayPrefix} ${time}`;
  return formatPlatformTime(at, locale, "date");
}
