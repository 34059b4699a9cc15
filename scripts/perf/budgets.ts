// Bundle budgets, measured on the production build (gzip, level 9 like CDNs serve):
// kB are 1000 bytes, (not KiB). Initial JS of the home route ≤ 133 kB, each lazily loaded chunk ≤ 30 kB, CSS ≤ 20 kB, and
// crypto-js and workbox-window absent from the initial JS (see LAZY_PACKAGES).
// Reads Vite's build manifest (dist/.vite/manifest.json) to know which chunks are initial.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET = {
  initialJsKb: 133,
  lazyChunkKb: 30,
  cssKb: 20,
  /** JS files a first screen's code takes beyond the initial JS (its route chunk included). */
  firstScreenRequests: 4,
} as const;
export const LAZY_PACKAGES = ["crypto-js", "workbox-window"] as const;
/**
 * Code loaded on demand, each behind its own dynamic import: AES for the encrypted calls, the QR
 * code, the update prompt's workbox-window and the PWA chrome, the chat connection (only for a
 * tenant with chat on), and the deposit bonus's code, which only the money screens use. One list
 * for two uses: vite.config.ts keeps these modules out of its "shared" chunk, and the budget below
 * fails when a first screen's code carries one of them.
 */
export const ON_DEMAND_SOURCES = [
  "node_modules/crypto-js/",
  "node_modules/uqr/",
  "node_modules/workbox-window/",
  "src/features/chat/",
  "src/features/pwa/",
  "src/api/endpoints/chat.ts",
  "src/features/wallet/bonus/",
  "src/api/endpoints/bonus.ts",
  "src/api/device-id.ts",
] as const;

/**
 * Screens and parts no first screen shows: never in the initial JS, whatever their size (the
 * member's money, account and settings screens, promotions, the service desk, help and
 * statements). Each gets a row, so a static import that drags one in fails by name.
 */
export const OUTSIDE_INITIAL_SOURCES = [
  "src/features/account/",
  "src/features/auth/",
  "src/features/desk/",
  "src/features/help/",
  "src/features/member-centre/",
  "src/features/promotions/",
  "src/features/rebate/",
  "src/features/referral/",
  "src/features/responsible/",
  "src/features/settings/",
  "src/features/statement/",
  "src/features/wallet/",
] as const;

/** Whether a module (its id or source-map path) is one of ON_DEMAND_SOURCES. */
export const isOnDemand = (id: string) => ON_DEMAND_SOURCES.some((m) => id.includes(m));

/**
 * The screens a player can open the app on (vite.config.ts FIRST_SCREENS) that have code of their
 * own, by route file. Over HTTP/1.1's six connections every file of a screen's code is a request
 * that queues, and the site config and catalog wait behind them.
 */
export const FIRST_SCREEN_FILES = [
  "src/routes/{-$locale}/index.tsx",
  "src/routes/{-$locale}/subgame.{-$plateType}.tsx",
  "src/routes/{-$locale}/game-slot.{-$plateType}.tsx",
  "src/routes/{-$locale}/login.tsx",
  "src/routes/{-$locale}/register.tsx",
] as const;

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  src?: string;
}

export interface BudgetRow {
  what: string;
  kb: number;
  limitKb: number;
  ok: boolean;
  /** A count, not a size: printed as "N files" (kb and limitKb hold the count and its limit). */
  files?: true;
}

/** Bytes as kB (1 kB = 1000 bytes), to one decimal, for printing. */
export const kB = (bytes: number) => Math.round(bytes / 100) / 10;
/** Whether `bytes` exceed a limit of `limitKb` kB (judged on the bytes, not the rounded kB). */
export const overKb = (bytes: number, limitKb: number) => bytes > limitKb * 1000;

export function measureBudgets(dist = "dist"): BudgetRow[] {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  // The initial set is what index.html loads (entry script + modulepreloads) and their static
  // imports; the manifest maps each file back to its chunk.
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const byFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const htmlFiles = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const initial = new Set<string>();
  /** `key` and its static imports, transitively, added to `into`. */
  const walk = (key: string, into: Set<string>): void => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  for (const file of htmlFiles) walk(byFile.get(file) ?? file, initial);
  if (initial.size === 0) throw new Error("budgets: no initial chunk found in index.html");

  const rows: BudgetRow[] = [];
  const initialFiles = [...initial].map((k) => manifest[k]!.file);
  const initialBytes = initialFiles.reduce((sum, f) => sum + gz(f), 0);
  rows.push({
    what: `initial JS (${initialFiles.length} files)`,
    kb: kB(initialBytes),
    limitKb: BUDGET.initialJsKb,
    ok: !overKb(initialBytes, BUDGET.initialJsKb),
  });

  // Packages that must load only when first needed: crypto-js with the first encrypted response,
  // workbox-window with the service worker registration after the first render. The build's
  // source maps name every module of a chunk.
  // (Only rolldown's own runtime chunk has no map.)
  const sourcesOf = (files: string[]) =>
    files
      .filter((f) => existsSync(join(dist, `${f}.map`)))
      .flatMap(
        (f) =>
          (JSON.parse(readFileSync(join(dist, `${f}.map`), "utf8")) as { sources: string[] })
            .sources,
      );
  const initialSources = sourcesOf(initialFiles);
  for (const pkg of LAZY_PACKAGES) {
    const inInitial = initialSources.some((s) => s.includes(`node_modules/${pkg}/`));
    rows.push({ what: `${pkg} outside initial JS`, kb: 0, limitKb: 0, ok: !inInitial });
  }

  // The platform's schemas stay on the platform: the app imports only zod-free contract modules
  // (rules.ts, types), and one value import of a schema module pulls zod into a shared chunk.
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith(".js"));
  const withZod = allJs.filter((f) => sourcesOf([f]).some((s) => s.includes("node_modules/zod/")));
  rows.push({
    what: `zod in no app chunk${withZod.length ? `: in ${withZod.join(", ")}` : ""}`,
    kb: 0,
    limitKb: 0,
    ok: withZod.length === 0,
  });

  const carriedScreens = OUTSIDE_INITIAL_SOURCES.filter((m) =>
    initialSources.some((src) => src.includes(m)),
  );
  rows.push({
    what: `screens outside initial JS${carriedScreens.length ? `: carries ${carriedScreens.join(", ")}` : ""}`,
    kb: 0,
    limitKb: 0,
    ok: carriedScreens.length === 0,
  });

  // Each first screen's code: its component chunk and what that imports, beyond the initial JS.
  let screens = 0;
  for (const route of FIRST_SCREEN_FILES) {
    const key = `${route}?tsr-split=component`;
    if (!manifest[key]) continue;
    screens++;
    const closure = new Set<string>();
    walk(key, closure);
    const files = [...closure].filter((k) => !initial.has(k)).map((k) => manifest[k]!.file);
    const sources = sourcesOf(files);
    const carried = ON_DEMAND_SOURCES.filter((m) => sources.some((s) => s.includes(m)));
    rows.push({
      what: `${route} code beyond the initial JS${carried.length ? `, carrying ${carried.join(", ")}` : ""}`,
      kb: files.length,
      limitKb: BUDGET.firstScreenRequests,
      ok: files.length <= BUDGET.firstScreenRequests && carried.length === 0,
      files: true,
    });
  }
  if (screens === 0) throw new Error("budgets: no first screen's component chunk in the manifest");

  let largest = { file: "-", bytes: 0 };
  const lazyOver: BudgetRow[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (initial.has(key) || !chunk.file.endsWith(".js")) continue;
    const bytes = gz(chunk.file);
    if (bytes > largest.bytes) largest = { file: chunk.src ?? chunk.file, bytes };
    if (overKb(bytes, BUDGET.lazyChunkKb))
      lazyOver.push({
        what: `lazy chunk ${chunk.src ?? chunk.file}`,
        kb: kB(bytes),
        limitKb: BUDGET.lazyChunkKb,
        ok: false,
      });
  }
  rows.push({
    what: `largest lazy chunk (${largest.file})`,
    kb: kB(largest.bytes),
    limitKb: BUDGET.lazyChunkKb,
    ok: !overKb(largest.bytes, BUDGET.lazyChunkKb),
  });
  rows.push(...lazyOver.slice(1));

  const cssFiles = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
  const cssBytes = [...cssFiles].reduce((sum, f) => sum + gz(f), 0);
  rows.push({
    what: `CSS (${cssFiles.size} files)`,
    kb: kB(cssBytes),
    limitKb: BUDGET.cssKb,
    ok: !overKb(cssBytes, BUDGET.cssKb),
  });
  return rows;
}

export function printTable(rows: BudgetRow[]): void {
  console.log(
    "| budget | measured (kB gzip, 1 kB = 1000 B) | limit (kB) | ok |\n|---|---|---|---|",
  );
  for (const r of rows) {
    const unit = r.files ? " files" : "";
    console.log(
      `| ${r.what} | ${r.kb}${unit} | ${r.limitKb ? `${r.limitKb}${unit}` : "-"} | ${r.ok ? "yes" : "NO"} |`,
    );
  }
}

if (import.meta.main) {
  const rows = measureBudgets(process.argv[2] ?? "dist");
  printTable(rows);
  const failed = rows.filter((r) => !r.ok);
  if (failed.length) {
    console.error(`budgets: ${failed.length} over budget: ${failed.map((r) => r.what).join(", ")}`);
    process.exit(1);
  }
}
