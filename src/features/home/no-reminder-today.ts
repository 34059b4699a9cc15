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

/** Set for the browser session once the dialog has opened in it. */
const SHOWN_THIS_VISIT = "announcementShown";

/**
 * The announcement opens at most once a visit: a player who met it on arrival, then registered
 * or logged in and came back home, is not shown it again straight away.
 */
export function shownThisVisit(storage: Pick<Storage, "getItem">): boolean {
  try {
    return storage.getItem(SHOWN_THIS_VISIT) === "true";
  } catch {
    return false;
  }
}

export function markShownThisVisit(storage: Pick<Storage, "setItem">): void {
  if (isPreviewMode()) return;
  try {
    storage.setItem(SHOWN_THIS_VISIT, "true");
  } catch {
    // Storage unavailable: the dialog follows the day's snooze only.
  }
}

export function snoozeToday(storage: Pick<Storage, "setItem">, now: number = Date.now()): void {
  // Preview mode shows the operator the dialog and must not leave anything behind.
  if (isPreviewMode()) return;
  storage.setItem(CLOSE_TODAY, "true");
  storage.setItem(TODAY_TIME_STAMP, String(now));
}
