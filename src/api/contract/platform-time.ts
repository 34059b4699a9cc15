// Every time the platform gives (letters, records, chat, a self-exclusion's end) is shown in the
// player's own zone, the phone's: 02:38 on a phone that says 02:38. Only a day that a rule counts
// by (the records' date range, "today" of the deposit limits) is the platform's, the same day for
// every player and for the platform that filters by it; the screens that have one name its zone.
// Dates are formatted only here (the chat's "today" and "yesterday" times too), which lint holds.
//
// One format per locale on every screen: Chinese writes year/month/day, the others day/month/year
// (Thai in its own Buddhist-era years, as Thai readers expect), always two-digit day and month and
// a 24-hour time after the date. Intl's own orders differ (vi puts the time first, en-GB adds a
// comma), so the parts are put in this order here.
import { intlLocale } from "./locales.ts";

/** The platform's time zone: its "today" and its date ranges. */
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

/** The phone's zone, read each time: a phone that travels changes it while the app is open. */
export const playerTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A time the platform gives, in the player's zone (or `timeZone`). */
export function formatPlatformTime(
  value: string | number | Date,
  locale: string,
  style: PlatformTimeStyle,
  timeZone: string = playerTimeZone(),
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
  // A day, not a moment: noon UTC is the same calendar day in the platform's zone.
  return formatPlatformTime(`${day}T12:00:00Z`, locale, "date", PLATFORM_TIME_ZONE);
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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `date` in `timeZone`: by default the platform's (the records' date filter). */
export function platformDay(date: Date, timeZone: string = PLATFORM_TIME_ZONE): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, f);
  }
  return f.format(date);
}
