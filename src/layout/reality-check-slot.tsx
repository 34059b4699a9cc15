// Where the reality-check reminder runs: the timer, the responsible-gaming call and the dialog
// concern a member's session only, so they are their own chunk, loaded once someone signs in.
import { memberOnly } from "./member-only";

export const RealityCheckSlot = memberOnly(() =>
  import("./reality-check-host").then((m) => ({ default: m.RealityCheckReminder })),
);
