import { describe, expect, it } from "vitest";
import {
  budgetMisses,
  LH_ENFORCED,
  LH_TARGET,
  median,
  medianRow,
  type LhRow,
} from "../scripts/perf/lighthouse-budget";

const good: LhRow = {
  page: "login",
  performance: 0.97,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1800,
  tbtMs: 40,
  cls: 0,
};

describe("Lighthouse budget", () => {
  it("passes a page that meets every budget", () => {
    expect(budgetMisses([good], LH_TARGET)).toEqual([]);
  });

  it("names each missed metric, in both directions", () => {
    const bad = {
      ...good,
      page: "home",
      performance: 0.9,
      accessibility: 0.98,
      tbtMs: 150,
      cls: 0.05,
    };
    expect(budgetMisses([good, bad], LH_TARGET)).toEqual([
      "home performance 0.9 (budget ≥ 0.95)",
      "home accessibility 0.98 (budget ≥ 1)",
      "home tbtMs 150 (budget ≤ 100)",
      "home cls 0.05 (budget ≤ 0.02)",
    ]);
  });

  it("treats a failed run (NaN or Infinity) as a miss", () => {
    expect(budgetMisses([{ ...good, lcpMs: Infinity, performance: NaN }], LH_TARGET)).toHaveLength(
      2,
    );
  });

  it("enforces the issue's budget for accessibility, best practices, SEO and CLS", () => {
    for (const k of ["accessibility", "bestPractices", "seo", "cls"] as const)
      expect(LH_ENFORCED[k]).toBe(LH_TARGET[k]);
    expect(LH_ENFORCED.performance).toBeLessThanOrEqual(LH_TARGET.performance);
  });

  it("takes the median of each metric separately", () => {
    expect(median([3, 1, 2])).toBe(2);
    const row = medianRow("lobby", [
      { ...good, tbtMs: 300, lcpMs: 2100 },
      { ...good, tbtMs: 100, lcpMs: 2500 },
      { ...good, tbtMs: 200, lcpMs: 1900.4 },
    ]);
    expect(row).toMatchObject({ page: "lobby", tbtMs: 200, lcpMs: 2100 });
    expect(() => median([])).toThrow();
  });
});
