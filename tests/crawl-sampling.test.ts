// @vitest-environment node
// The route crawler samples its screens (e2e/crawler/routes.ts, `crawlPlan`) to keep CI's time:
// this holds the plan to its promise, so a change to it cannot quietly drop a screen in a
// language, a tenant in a language, or a tenant in a role.
import { describe, expect, it } from "vitest";
import { CRAWL_LOCALES, crawlPlan, crawlRoutes } from "../e2e/crawler/routes";

const TENANTS = ["classic", "elec", "lottery", "tq"] as const;
const routes = crawlRoutes();
const plan = crawlPlan(TENANTS, routes);
const visits = plan.flatMap((c) => c.visits.map((v) => ({ ...v, tenant: c.tenant, role: c.role })));

describe("the route crawler's plan", () => {
  it("crawls every tenant once as a visitor and once as a member", () => {
    expect(plan).toHaveLength(TENANTS.length * 2);
    for (const tenant of TENANTS)
      for (const role of ["visitor", "member"] as const)
        expect(plan.filter((c) => c.tenant === tenant && c.role === role)).toHaveLength(1);
  });
  it("opens every screen in every locale, and every tenant in every locale", () => {
    for (const route of routes)
      for (const locale of CRAWL_LOCALES)
        expect(
          visits.some((v) => v.route === route && v.locale === locale),
          `${route.path} in ${locale}`,
        ).toBe(true);
    for (const tenant of TENANTS)
      for (const locale of CRAWL_LOCALES)
        for (const role of ["visitor", "member"] as const)
          expect(
            visits.some((v) => v.tenant === tenant && v.locale === locale && v.role === role),
          ).toBe(true);
  });
  it("opens every screen on every tenant in each role it has, with axe once there", () => {
    for (const tenant of TENANTS)
      for (const route of routes)
        for (const role of route.member
          ? (["member"] as const)
          : (["visitor", "member"] as const)) {
          const here = visits.filter(
            (v) => v.tenant === tenant && v.route === route && v.role === role,
          );
          expect(here.length, `${tenant} ${role} ${route.path}`).toBeGreaterThan(0);
          expect(here.filter((v) => v.axe)).toHaveLength(1);
        }
    // A visitor's crawl never opens a member's screen (the guard sends it to login, crawled already).
    expect(visits.filter((v) => v.role === "visitor" && v.route.member)).toEqual([]);
  });
});
