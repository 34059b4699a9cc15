// Record days are platform days (inclusive), as the platform filters them.
import { formatPlatformTime, platformDay } from "../../api/contract/platform-time";

const DAY_MS = 86_400_000;

export { platformDay };

/** The default range: the last `days` platform days up to today. */
export function defaultRange(now: Date, days = 7): { startDate: string; endDate: string } {
  return {
    startDate: platformDay(new Date(now.getTime() - (days - 1) * DAY_MS)),
    endDate: platformDay(now),
  };
}

export function formatRecordTime(iso: string, locale: string): string {
  return formatPlatformTime(iso, locale, "dateTime");
}
