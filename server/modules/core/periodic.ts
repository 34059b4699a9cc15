// Periodic work when several processes share one PostgreSQL database (docs/database.md, "More
// than one process"). A process's timers know the due times it wrote itself; a deposit taken or a
// question asked through another process, or left by one that died, is found by this round, which
// every process tries every `sweepMs` and one of them does (the round takes an advisory lock,
// Store.alone: the others skip it). One process on SQLite sees every due time it wrote: no round.
import type { PlatformContext } from "../../context.ts";

/** Starts the round on PostgreSQL; answers the function that stops it. */
export function everyProcessRound(ctx: PlatformContext, round: () => Promise<unknown>): () => void {
  if (ctx.db.dialect !== "postgres") return () => {};
  let running = false;
  const timer = setInterval(() => {
    // A round still running (a slow database) is not started again beside itself.
    if (running || !ctx.db.open) return;
    running = true;
    void round()
      // A database that is closing or out of reach: the next round tries again.
      .catch(() => {})
      .finally(() => (running = false));
  }, ctx.config.sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
