// Record days are platform days (America/Guyana, inclusive), as the platform filters them.
import { intlLocale } from "../../lib/locales";
import { CHAT_TIME_ZONE } from "../../lib/constants";

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `date` in the platform's time zone. */
export function platformDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: CHAT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** The default range: the last `days` platform days up to today. */
export function defaultRange(now: Date, days = 7): { startDate: string; endDate: string } {
  return {
    startDate: platformDay(new Date(now.getTime() - (days - 1) * DAY_MS)),
    endDate: platformDay(now),
  };
}

export function formatRecordTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: CHAT_TIME_ZONE,
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));
}
