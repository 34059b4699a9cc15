// Every time the platform gives (letters, records, chat, a self-exclusion's end) is read in the
// platform's own time zone, whatever the device's: "today" and a date range mean the same day for
// every player and for the platform that filters by it. Dates are formatted only here (and by the
// chat's relative format), which lint holds.
import { CHAT_TIME_ZONE } from "./constants";
import { intlLocale } from "./locales";

const STYLES = {
  date: { year: "numeric", month: "2-digit", day: "2-digit" },
  dateTime: {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  monthDayTime: {
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type PlatformTimeStyle = keyof typeof STYLES;

export function formatPlatformTime(
  value: string | number | Date,
  locale: string,
  style: PlatformTimeStyle,
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: CHAT_TIME_ZONE,
    ...STYLES[style],
  }).format(new Date(value));
}

/** YYYY-MM-DD of `date` in the platform's time zone (the records' date filter). */
export function platformDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: CHAT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}
