// 'No reminder today' for the announcement dialog (docs/product.md §3: closeToday, todayTimeStamp).
// The flag holds only for the calendar day (device time) on which it was set.
import { isPreviewMode } from "../preview";

const CLOSE_TODAY = "closeToday";
const TODAY_TIME_STAMP = "todayTimeStamp";

export function sameLocalDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return (
    x.getFullYear() === y.getFullYear() &&
    x.getMonth() === y.getMonth() &&
    x.getDate() === y.getDate()
  );
}

export function isSnoozedToday(
  storage: Pick<Storage, "getItem">,
  now: number = Date.now(),
): boolean {
  if (storage.getItem(CLOSE_TODAY) !== "true") return false;
  const stamp = Number(storage.getItem(TODAY_TIME_STAMP));
  return Number.isFinite(stamp) && stamp > 0 && sameLocalDay(stamp, now);
}

export function snoozeToday(storage: Pick<Storage, "setItem">, now: number = Date.now()): void {
  // Preview mode shows the operator the dialog and must not leave anything behind.
  if (isPreviewMode()) return;
  storage.setItem(CLOSE_TODAY, "true");
  storage.setItem(TODAY_TIME_STAMP, String(now));
}
