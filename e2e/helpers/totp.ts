// Authenticator codes for e2e tests. The platform accepts a code once: its 30-s time step must be
// later than the last accepted one, and it accepts the step before and after the
// current one. Like a person waiting for the app's next code, `next()` gives a code of a step not
// used yet, waiting for the clock when the next unused step is not yet within reach.
import { generateSync } from "otplib";

const STEP_MS = 30_000;

export function totpCodes(secret: string) {
  let last = -Infinity;
  return {
    async next(): Promise<string> {
      const now = Date.now();
      // The step before is still accepted until the current one ends: use it while a few seconds
      // of the current step remain, so three codes in a row need no wait for the clock.
      const earliest = Math.floor(now / STEP_MS) - (STEP_MS - (now % STEP_MS) > 5_000 ? 1 : 0);
      const target = Math.max(earliest, last + 1);
      while (target - Math.floor(Date.now() / STEP_MS) > 1) {
        await new Promise((r) => setTimeout(r, 250));
      }
      last = target;
      return generateSync({ secret, epoch: (target * STEP_MS) / 1000 });
    },
  };
}
