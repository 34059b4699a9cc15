// The crawler's route list, read from the generated route tree (src/route-tree.gen.ts, written by
// `npm run routes` and by the Vite build): a route added to src/routes is crawled without editing
// this file, and a route whose parameter has no sample below fails the crawler until it gets one.
import { readFileSync } from "node:fs";

export interface CrawlRoute {
  /** The router's route id, e.g. "/{-$locale}/_member/member/records/{-$type}". */
  id: string;
  /** Behind the login guard (under the pathless `_member` layout). */
  member: boolean;
  /** The path after the locale prefix with sample parameters, e.g. "/member/records/trade". */
  path: string;
}

/** Locales the crawler visits; one list, so a locale added to the app joins by one entry here. */
export const CRAWL_LOCALES = ["zh-hans", "zh-hant", "en", "vi", "th"] as const;
export type CrawlLocale = (typeof CRAWL_LOCALES)[number];
export type CrawlRole = "visitor" | "member";

/** One screen of a crawl: the route, the language it is opened in, and whether axe runs there. */
export interface CrawlVisit {
  route: CrawlRoute;
  locale: CrawlLocale;
  axe: boolean;
}

/** One crawl: a tenant as a visitor or a member, in one browser context, screen after screen. */
export interface Crawl<T extends string> {
  tenant: T;
  role: CrawlRole;
  visits: CrawlVisit[];
}

/**
 * What the crawler opens: every tenant once as a visitor and once as a member, each crawl
 * opening its screens in rotating languages (the prefix changes from one screen to the next, as
 * the language switch changes it). Over the whole plan every screen is seen in every locale, on
 * every tenant and in every role it has, and every tenant in every locale; a member's screens,
 * which only the four member crawls open, are opened there in two locales each. A screen's text
 * depends on its locale, its theme on its tenant: pairs cover both without the 40 full crawls
 * of tenant × locale × role. axe runs on the first visit of each screen in each crawl (theme and
 * role decide contrast and what is on screen, hardly the language of the same markup).
 */
export function crawlPlan<T extends string>(
  tenants: readonly T[],
  routes: readonly CrawlRoute[] = crawlRoutes(),
): Crawl<T>[] {
  const n = CRAWL_LOCALES.length;
  const at = (i: number) => CRAWL_LOCALES[((i % n) + n) % n]!;
  return tenants.flatMap((tenant, t) => {
    const visitor: CrawlVisit[] = routes
      .map((route, r) => ({ route, r }))
      .filter(({ route }) => !route.member)
      .map(({ route, r }) => ({ route, locale: at(r + t), axe: true }));
    const member: CrawlVisit[] = routes.flatMap((route, r) =>
      route.member
        ? [
            { route, locale: at(r + 2 * t), axe: true },
            { route, locale: at(r + 2 * t + 1), axe: false },
          ]
        : [{ route, locale: at(r + t + n - 1), axe: true }],
    );
    return [
      { tenant, role: "visitor" as const, visits: visitor },
      { tenant, role: "member" as const, visits: member },
    ];
  });
}

/**
 * A value for every route parameter of the tree; `null` leaves an optional parameter out (no
 * sensible sample: the screen without it is the one players open).
 */
const SAMPLE_PARAMS: Record<string, string | null> = {
  plateType: "slot",
  gameid: null,
  code: null,
  // A file of our own origin: a framed page that always loads, never the network outside.
  url: encodeURIComponent("/icons/icon-192.png"),
  id: null,
  uid: null,
  from: "usdt",
  type: "trade",
};

/** Search params a route needs to show its screen rather than its refusal. */
const SAMPLE_SEARCH: Record<string, string> = {
  "/{-$locale}/embedded": `?from=%2F&url=${encodeURIComponent("/icons/icon-192.png")}`,
};

const TREE_FILE = "src/route-tree.gen.ts";

/** The `id` of every route the tree declares (its FileRoutesByPath block). */
export function routeIds(source = readFileSync(TREE_FILE, "utf8")): string[] {
  const ids = [...source.matchAll(/^\s+id: "([^"]+)"$/gm)].map((m) => m[1]!);
  if (ids.length === 0) throw new Error(`no route ids in ${TREE_FILE}: run \`npm run routes\``);
  return [...new Set(ids)];
}

/** Leaf routes (screens): every id that is not a layout of another. */
export function crawlRoutes(source?: string): CrawlRoute[] {
  const ids = routeIds(source);
  const isLayout = (id: string) =>
    !id.endsWith("/") && ids.some((other) => other.startsWith(`${id}/`));
  return ids
    .filter((id) => !isLayout(id))
    .map((id) => ({
      id,
      member: id.includes("/_member/"),
      path: samplePath(id) + (SAMPLE_SEARCH[id] ?? ""),
    }));
}

function samplePath(id: string): string {
  const segments = id
    .replace(/^\/\{-\$locale\}/, "")
    .split("/")
    .filter((s) => s !== "" && !s.startsWith("_"))
    .map((segment) => {
      const param = /^\{-?\$(\w+)\}$/.exec(segment)?.[1];
      if (!param) return segment;
      if (!(param in SAMPLE_PARAMS)) {
        throw new Error(
          `route parameter "${param}" of ${id} has no sample in e2e/crawler/routes.ts`,
        );
      }
      return SAMPLE_PARAMS[param];
    })
    .filter((s): s is string => s !== null);
  return `/${segments.join("/")}`;
}

/** A location under a locale prefix ("/en/login"); the home route is "/en". */
export function localized(locale: string, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Paths no route matches, at several depths, with and without a parameter-like tail. */
export const UNKNOWN_PATHS = [
  "/no-such-page",
  "/member/no-such-page",
  "/promotion/x/1",
  "/promotion/promotion-details/1/extra",
] as const;
