// @vitest-environment node
// The route crawler samples tenant × locale × role (e2e/crawler/routes.ts, `crawlCombinations`) to
// keep CI's time: this holds the sample to its promise, so a change to the sampling cannot quietly
// drop a tenant, a locale, a role or a tenant × locale pair.
import { describe, expect, it } from "vitest";
import { CRAWL_LOCALES, crawlCombinations } from "../e2e/crawler/routes";

const TENANTS = ["classic", "elec", "lottery", "tq"] as const;
const combos = crawlCombinations(TENANTS);
const key = (c: { tenant: string; locale: string; role: string }) =>
  `${c.tenant} ${c.locale} ${c.role}`;

describe("the route crawler's sample", () => {
  it("crawls every tenant × locale pair once", () => {
    for (const tenant of TENANTS)
      for (const locale of CRAWL_LOCALES)
        expect(combos.filter((c) => c.tenant === tenant && c.locale === locale)).toHaveLength(1);
    expect(new Set(combos.map(key)).size).toBe(combos.length);
    expect(combos).toHaveLength(20);
  });
  it("crawls every tenant in both roles, and every locale in both roles on two tenants", () => {
    for (const tenant of TENANTS)
      for (const role of ["visitor", "member"] as const)
        expect(combos.some((c) => c.tenant === tenant && c.role === role)).toBe(true);
    for (const locale of CRAWL_LOCALES)
      for (const role of ["visitor", "member"] as const)
        expect(combos.filter((c) => c.locale === locale && c.role === role)).toHaveLength(2);
  });
  it("runs axe on every tenant in both roles, in zh-hans and in en, 8 crawls", () => {
    const axe = combos.filter((c) => c.axe);
    expect(axe).toHaveLength(8);
    for (const tenant of TENANTS)
      for (const role of ["visitor", "member"])
        expect(axe.filter((c) => c.tenant === tenant && c.role === role)).toHaveLength(1);
    for (const locale of ["zh-hans", "en"])
      for (const role of ["visitor", "member"])
        expect(axe.filter((c) => c.locale === locale && c.role === role)).toHaveLength(2);
  });
});
