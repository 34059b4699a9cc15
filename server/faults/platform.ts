// Helpers of the fault-injection suite (server/faults, e2e/faults), which starts real platform
// processes with server/testing/start-platform.ts and kills and restarts them on the same
// database. Ports 4500–4599 belong to this suite.

/** Polls `probe` until it answers something other than undefined (or throws after `ms`). */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
