// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchGate } from "./search-gate.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A gate on the fake clock, and the order in which searches were let through or refused. */
function gate(perSec: number, maxWaiting = 100, maxWaitMs = 5_000) {
  const g = new SearchGate({ perSec, maxWaiting, maxWaitMs, now: () => Date.now() });
  const log: string[] = [];
  const search = (name: string) =>
    g.enter().then(
      () => void log.push(`${name} in`),
      (e: { status: number }) => void log.push(`${name} ${e.status}`),
    );
  return { g, log, search };
}

describe("the search gate", () => {
  it("lets a tenth of a second's answers through at once, then the rest at its rate, in order", async () => {
    const { log, search } = gate(100);
    const all = Array.from({ length: 30 }, (_, i) => search(`s${i}`));
    await vi.advanceTimersByTimeAsync(0);
    // Ten at once (the burst), the rest wait.
    expect(log).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all(all);
    expect(log).toEqual(Array.from({ length: 30 }, (_, i) => `s${i} in`));
  });

  it("answers busy at once past its waiting room, and when one has waited too long", async () => {
    const { g, log, search } = gate(10, 5, 250);
    // One at once, five wait, the seventh finds the room full.
    const all = Array.from({ length: 7 }, (_, i) => search(`s${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["s0 in", "s6 503"]);
    expect(g.waiting).toBe(5);
    // One every 100 ms: two more before the waiting ones give up at 250 ms.
    await vi.advanceTimersByTimeAsync(250);
    await Promise.all(all);
    expect(log).toEqual(["s0 in", "s6 503", "s1 in", "s2 in", "s3 503", "s4 503", "s5 503"]);
    expect(g.waiting).toBe(0);
  });

  it("is open again once the burst has passed", async () => {
    const { log, search } = gate(100);
    await Promise.all(Array.from({ length: 10 }, (_, i) => search(`a${i}`)));
    await vi.advanceTimersByTimeAsync(100);
    const later = Array.from({ length: 10 }, (_, i) => search(`b${i}`));
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(later);
    expect(log.filter((l) => l.startsWith("b") && l.endsWith(" in"))).toHaveLength(10);
  });
});
