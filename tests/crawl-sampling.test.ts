// @vitest-environment node
// The route crawler samples tenant × locale × role (e2e/crawler/routes.ts, `crawlCombinations`) to
// keep CI's time: this holds it to what the README promises, so a change to the sampling cannot
// quietly drop a tenant, a locale or a role.
import { describe, expect, it } from "vitest";
import { CRAWL_LOCALES, crawlCombinations } from "../e2e/crawler/routes";

const TENANTS = ["classic", "elec", "lottery", "tq"] as const;
const combos = crawlCombinations(TENANTS);
const key = (c: { tenant: string; locale: string; role: string }) =>
  `${c.tenant} ${c.locale} ${c.role}`;

describe("the route crawler's sample", () => {
  it("crawls zh-hans and en on every tenant as visitor and as member", () => {
    for (const tenant of TENANTS)
      for (const locale of ["zh-hans", "en"])
        for (const role of ["visitor", "member"])
          expect(combos.map(key)).toContain(`${tenant} ${locale} ${role}`);
  });
  it("crawls every tenant in every locale, and every locale in both roles", () => {
    for (const tenant of TENANTS)
      for (const locale of CRAWL_LOCALES)
        expect(combos.some((c) => c.tenant === tenant && c.locale === locale)).toBe(true);
    for (const locale of CRAWL_LOCALES)
      for (const role of ["visitor", "member"] as const)
        expect(
          combos.filter((c) => c.locale === locale && c.role === role).length,
        ).toBeGreaterThanOrEqual(2);
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
  it("is 28 distinct crawls of the 40", () => {
    expect(new Set(combos.map(key)).size).toBe(combos.length);
    expect(combos).toHaveLength(28);
  });
});
