// Lighthouse budgets of issue 8 and what `npm test` enforces of them. Pure, so tested by vitest
// (tests/lighthouse-budget.test.ts); scripts/perf/lighthouse.ts measures.

export interface LhBudget {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The budget: mobile defaults, median of 3 runs on home, lobby and login. */
export const LH_TARGET: LhBudget = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 0.9,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};

/**
 * What `npm test` fails on today. Accessibility, best practices, SEO and CLS: the budget.
 * Performance, LCP and TBT: floors (README, "Budgets and measurements"). Over HTTPS with HTTP/2 the
 * medians on this 2-core machine are performance 0.89–0.98, LCP 1.6–1.9 s and TBT 50–400 ms: TBT
 * follows the machine's speed between runs (Lighthouse's CPU benchmark index 1,800–2,900), not
 * the build. The floors fail a regression of the kind fixed in issue 8 (the 300-tile lobby:
 * performance 0.6, TBT 1.2 s; home and the lobby served over HTTP/1.1: LCP 2.3–2.8 s; the shifting
 * home: CLS 0.3) while that noise passes. LH_TARGET stays the goal.
 */
export const LH_ENFORCED: LhBudget = {
  performance: 0.85,
  accessibility: 1,
  bestPractices: 1,
  seo: 0.9,
  lcpMs: 2300,
  tbtMs: 600,
  cls: 0.02,
};

export interface LhRow extends LhBudget {
  page: string;
}

const HIGHER_IS_BETTER = ["performance", "accessibility", "bestPractices", "seo"] as const;
const LOWER_IS_BETTER = ["lcpMs", "tbtMs", "cls"] as const;

/** Every metric of every row that misses `budget`, as "page metric value (budget x)". */
export function budgetMisses(rows: readonly LhRow[], budget: LhBudget): string[] {
  const out: string[] = [];
  for (const r of rows) {
    for (const k of HIGHER_IS_BETTER)
      if (!(r[k] >= budget[k])) out.push(`${r.page} ${k} ${r[k]} (budget ≥ ${budget[k]})`);
    for (const k of LOWER_IS_BETTER)
      if (!(r[k] <= budget[k])) out.push(`${r.page} ${k} ${r[k]} (budget ≤ ${budget[k]})`);
  }
  return out;
}

/** The median of an odd number of runs (the middle one once sorted). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error("median of no runs");
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

/** One row per page: the median of each metric over that page's runs. */
export function medianRow(page: string, runs: readonly LhBudget[]): LhRow {
  const pick = (k: keyof LhBudget) => median(runs.map((r) => r[k]));
  return {
    page,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: Math.round(pick("lcpMs")),
    tbtMs: Math.round(pick("tbtMs")),
    cls: Math.round(pick("cls") * 1000) / 1000,
  };
}
