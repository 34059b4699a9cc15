// Submitting without double submits (money mutations add their Idempotency-Key in
// src/api/money-submit.ts: the form kit knows nothing of the API).
import { useCallback, useRef, useState } from "react";

export type Outcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

/**
 * Runs one task at a time: a second tap while the first runs is ignored (a ref, not state, so
 * two taps within one frame cannot both pass).
 */
export function useGuardedSubmit() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <R>(task: () => Promise<R>): Promise<Outcome<R> | null> => {
    if (busy.current) return null;
    busy.current = true;
    setPending(true);
    try {
      return { ok: true, result: await task() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
