// When a person answers: the service desk's hours per tenant (tables desk_hours, desk_time_zones;
// docs/desk.md "Hours"). A tenant without hours is always open. Outside them a hand-over still
// queues the conversation; the player is told when a person will answer.
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export interface DeskWeek {
  timeZone: string;
  /** Per weekday (0 Monday … 6 Sunday); closes <= opens: closed that day. */
  week: { weekday: number; opens: number; closes: number }[];
}

export async function deskWeek(db: Db, tenantId: number): Promise<DeskWeek | null> {
  const timeZone = await prepPluck<[number], string>(
    db,
    "SELECT time_zone FROM desk_time_zones WHERE tenant_id = ?",
  ).get(tenantId);
  if (!timeZone) return null;
  const week = await prep<[number], { weekday: number; opens: number; closes: number }>(
    db,
    "SELECT weekday, opens, closes FROM desk_hours WHERE tenant_id = ? ORDER BY weekday",
  ).all(tenantId);
  return { timeZone, week };
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const clocks = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 Monday) and minute of the day at `ms` in `timeZone`. */
function localTime(ms: number, timeZone: string): { weekday: number; minute: number } {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
  return {
    weekday: WEEKDAYS.indexOf(p.weekday ?? ""),
    minute: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** Null while the desk is open at `now`; else the next opening (ms), or null if it never opens. */
export function nextOpening(w: DeskWeek | null, now: number): number | null {
  if (!w) return null;
  const days = new Map(w.week.map((d) => [d.weekday, d]));
  const at = localTime(now, w.timeZone);
  const today = days.get(at.weekday);
  if (today && today.closes > today.opens && at.minute >= today.opens && at.minute < today.closes) {
    return null;
  }
  const startOfMinute = now - (now % 60_000);
  for (let d = 0; d <= 7; d++) {
    const day = days.get((at.weekday + d) % 7);
    if (!day || day.closes <= day.opens) continue;
    if (d === 0 && at.minute >= day.opens) continue;
    let candidate = startOfMinute + (d * 1440 + day.opens - at.minute) * 60_000;
    // A daylight-saving change in between moves local time: correct by what the clock reads then.
    const then = localTime(candidate, w.timeZone);
    if (then.minute !== day.opens) candidate += (day.opens - then.minute) * 60_000;
    return candidate;
  }
  return null;
}

/** A zone name the platform can format in, else the fallback. */
export function knownTimeZone(zone: string | undefined, fallback: string): string {
  if (!zone) return fallback;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}
