// Message timestamps (docs/product.md §9): shown in the platform's time zone whatever the device's,
// with the one date formatter of every screen (contract/platform-time): today "HH:mm", yesterday
// "<prefix> HH:mm", earlier the date in the locale's one format.
import { formatPlatformTime, platformDay } from "../../api/contract/platform-time";

/** Calendar day number of a platform day, so "yesterday" is a calendar fact, not 24 hours. */
const dayNumber = (ms: number) => Date.parse(platformDay(new Date(ms))) / 86_400_000;

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
  const time = formatPlatformTime(at, locale, "time");
  const days = dayNumber(now) - dayNumber(at);
  if (days === 0) return time;
  if (days === 1) return `${yesterdayPrefix} ${time}`;
  return formatPlatformTime(at, locale, "date");
}
