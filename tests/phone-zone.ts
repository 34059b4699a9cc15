// The phone's time zone for the tests of one file: Node reads `TZ` again when it changes, for
// `Date` and for Intl's default zone alike, so a screen sees the zone a phone abroad would give.
import { afterAll, beforeAll } from "vitest";

export function phoneZone(zone: string): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
