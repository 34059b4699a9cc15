// Message timestamps (docs/product.md §9): in the player's own zone, as the phone's clock says,
// with the one date formatter of every screen (contract/platform-time): today "HH:mm", yesterday
// "<prefix> HH:mm", earlier the date in the locale's one format. "Today" is the phone's too: a
// chat counts no rule by the day.
import { formatPlatformTime, platformDay, playerTimeZone } from "../../api/contract/platform-time";

/** Calendar day number of the player's day, so "yesterday" is a calendar fact, not 24 hours. */
const dayNumber = (ms: number, zone: string) =>
  Date.parse(platformDay(new Date(ms), zone)) / 86_400_000;

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
  const zone = playerTimeZone();
  const time = formatPlatformTime(at, locale, "time", zone);
  const days = dayNumber(now, zone) - dayNumber(at, zone);
  if (days === 0) return time;
  if (days === 1) return `${yesterdayPrefix} ${time}`;
  return formatPlatformTime(at, locale, "date", zone);
}
