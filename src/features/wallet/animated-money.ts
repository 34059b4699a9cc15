// The shown balance moves from the previous value to the new one (docs/product.md §3: the previous balance
// is kept for animation). Interpolation is in integer cents, so the last frame is exact.
import { useEffect, useRef, useState } from "react";

export const BALANCE_ANIMATION_MS = 600;

/** The value `progress` (0–1) of the way from `from` to `to`, in whole cents. */
export function interpolateCents(from: bigint, to: bigint, progress: number): bigint {
  if (progress >= 1) return to;
  if (progress <= 0) return from;
  const permille = BigInt(Math.round(progress * 1000));
  return from + ((to - from) * permille) / 1000n;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The cents to show for `target`: animated from whatever was shown before. */
export function useAnimatedCents(
  target: bigint | undefined,
  durationMs = BALANCE_ANIMATION_MS,
): bigint | undefined {
  const [shown, setShown] = useState(target);
  const last = useRef(target);
  useEffect(() => {
    if (target === undefined) return;
    const from = last.current ?? target;
    const duration = prefersReducedMotion() ? 0 : durationMs;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = duration === 0 ? 1 : (now - start) / duration;
      const value = interpolateCents(from, target, progress);
      last.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return shown ?? target;
}
