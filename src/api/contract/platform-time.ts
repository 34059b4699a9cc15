// Every time the platform gives (letters, records, chat, a self-exclusion's end) is read in the
// platform's own time zone, whatever the device's: "today" and a date range mean the same day for
// every player and for the platform that filters by it. Dates are formatted only here (the chat's
// "today" and "yesterday" times too), which lint holds.
//
// One format per locale on every screen: Chinese writes year/month/day, the others day/month/year
// (Thai in its own Buddhist-era years, as Thai readers expect), always two-digit day and month and
// a 24-hour time after the date. Intl's own orders differ (vi puts the time first, en-GB adds a
// comma), so the parts are put in this order here.
import { intlLocale } from "./locales.ts";

/** The platform's time zone: its "today", its date ranges and every time it gives. */
export const PLATFORM_TIME_ZONE = "America/Guyana";
/** How far the platform's midnight is after UTC's (Guyana keeps UTC−4 all year). */
const DAY_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** Start (ms since epoch) of the platform day that holds `at`. */
export const platformDayStartOf = (at: number): number =>
  Math.floor((at - DAY_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_OFFSET_MS;

/** Start (ms since epoch) of a platform day given as YYYY-MM-DD. */
export function platformDayStart(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + DAY_OFFSET_MS;
}

export type PlatformTimeStyle = "date" | "dateTime" | "time";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
    });
    formatters.set(key, f);
  }
  return f;
}

const yearFirst = (locale: string) => locale.startsWith("zh");

/**
 * `timeZone`: another zone than the platform's, for the one time the platform tells in the
 * player's own zone (when the service desk opens).
 */
export function formatPlatformTime(
  value: string | number | Date,
  locale: string,
  style: PlatformTimeStyle,
  timeZone: string = PLATFORM_TIME_ZONE,
): string {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: v } of formatter(locale, timeZone).formatToParts(new Date(value))) {
    p[type] = v;
  }
  const date = yearFirst(locale)
    ? `${p.year}/${p.month}/${p.day}`
    : `${p.day}/${p.month}/${p.year}`;
  const time = `${p.hour}:${p.minute}`;
  return style === "date" ? date : style === "time" ? time : `${date} ${time}`;
}

/** A platform day (YYYY-MM-DD, as the records' filter keeps it) in the locale's date format. */
export function formatPlatformDay(day: string, locale: string): string {
  // Noon UTC is the same calendar day in the platform's zone.
  return formatPlatformTime(`${day}T12:00:00Z`, locale, "date");
}

/**
 * The locale's one date format as a pattern (a date, optionally followed by the time), for the
 * checks that every date on a screen is written this way.
 */
export function platformDatePattern(locale: string): string {
  const year = locale === "th" ? "25\\d{2}" : "20\\d{2}";
  const date = yearFirst(locale) ? `${year}/\\d{2}/\\d{2}` : `\\d{2}/\\d{2}/${year}`;
  return `^${date}(?: \\d{2}:\\d{2})?$`;
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** YYYY-MM-DD of `date` in the platform's time zone (the records' date filter). */
export function platformDay(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: PLATFORM_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat.format(date);
}
