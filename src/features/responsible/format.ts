import { formatPlatformTime } from "../../api/contract/platform-time";

export function formatUntil(iso: string, locale: string): string {
  return formatPlatformTime(iso, locale, "dateTime");
}
