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
/** The default language and the fallback: where axe runs (see `crawlCombinations`). */
const AXE_LOCALES: readonly CrawlLocale[] = ["zh-hans", "en"];

export type CrawlRole = "visitor" | "member";

/** One crawl: a tenant in a locale as a visitor or a member, with axe on every screen or not. */
export interface CrawlCombination<T extends string> {
  tenant: T;
  locale: CrawlLocale;
  role: CrawlRole;
  axe: boolean;
}

/**
 * Which tenant × locale × role the crawler visits: every tenant × locale pair once, the role
 * alternating (a Latin square) so that each tenant is crawled in both roles and each locale in
 * both roles on two tenants — 20 crawls of the 40. A member's crawl opens every screen, the
 * public ones included (as a member sees them); a visitor's crawl the public ones as a visitor.
 * A second crawl of the same pair in the other role would repeat its public screens in the same
 * theme and text; the locales share their screens and layouts and differ in their text.
 *
 * axe runs in 8 of them: zh-hans and en on every tenant, which the square gives opposite roles,
 * so every tenant (each has its own theme, so its own contrast) in both roles and each of the two
 * locales in both roles on two tenants. A screen's axe result depends on the theme and on what the
 * role shows, hardly on the language of the same markup.
 */
export function crawlCombinations<T extends string>(tenants: readonly T[]): CrawlCombination<T>[] {
  const order = [...AXE_LOCALES, ...CRAWL_LOCALES.filter((l) => !AXE_LOCALES.includes(l))];
  return tenants.flatMap((tenant, t) =>
    order.map((locale, l) => ({
      tenant,
      locale,
      role: (t + l) % 2 === 0 ? ("visitor" as const) : ("member" as const),
      axe: AXE_LOCALES.includes(locale),
    })),
  );
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
