// Lighthouse budgets of issue 8: mobile defaults, system Chromium, median of 3 runs, on home,
// lobby and login of the classic tenant, against the production build served by the reference
// platform with its real headers. Fails (exit 1) when any budget is missed.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

export const LH_BUDGET = {
  performance: 0.95,
  accessibility: 1,
  "best-practices": 1,
  seo: 0.9,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
} as const;

const PORT = Number(process.env.LH_PORT ?? 4390);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const ALL_PAGES = [
  ["home", "/en"],
  ["lobby", "/en/game-slot"],
  ["login", "/en/login"],
] as const;
// LH_PAGES=lobby,login narrows a diagnostic run; the budget check always runs all three.
const PAGES = process.env.LH_PAGES
  ? ALL_PAGES.filter(([page]) => process.env.LH_PAGES!.split(",").includes(page))
  : ALL_PAGES;

export interface LhRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

export async function runLighthouse(dist = "dist"): Promise<LhRow[]> {
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PLAYFRONT_DIST: dist,
      PLAYFRONT_DATA_DIR: `.data/lighthouse-${PORT}`,
      PLAYFRONT_FRESH_DB: "1",
    },
    stdio: "ignore",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/healthz`);
    const rows: LhRow[] = [];
    for (const [page, path] of PAGES) {
      const runs: LhRow[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`http://localhost:${PORT}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result!.lhr;
        if (process.env.LH_SAVE) {
          // LH_SAVE=1 keeps each run's report for diagnosis (LCP element, shifts, long tasks).
          mkdirSync(`.reports/lighthouse/${PORT}`, { recursive: true });
          writeFileSync(`.reports/lighthouse/${PORT}/${page}-${i}.json`, JSON.stringify(lhr));
        }
        runs.push({
          page,
          performance: lhr.categories.performance!.score ?? 0,
          accessibility: lhr.categories.accessibility!.score ?? 0,
          bestPractices: lhr.categories["best-practices"]!.score ?? 0,
          seo: lhr.categories.seo!.score ?? 0,
          lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue ?? Infinity,
          tbtMs: lhr.audits["total-blocking-time"]!.numericValue ?? Infinity,
          cls: lhr.audits["cumulative-layout-shift"]!.numericValue ?? Infinity,
        });
        if (process.env.LH_VERBOSE) {
          const failing = Object.values(lhr.audits).filter(
            (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
          );
          console.log(page, i, failing.map((a) => a.id).join(", "));
        }
      }
      const pick = (k: keyof Omit<LhRow, "page">) => median(runs.map((r) => r[k]));
      rows.push({
        page,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: Math.round(pick("lcpMs")),
        tbtMs: Math.round(pick("tbtMs")),
        cls: Math.round(pick("cls") * 1000) / 1000,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    server.kill();
  }
}

export function lighthouseFailures(rows: LhRow[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    if (r.performance < LH_BUDGET.performance) out.push(`${r.page} performance ${r.performance}`);
    if (r.accessibility < LH_BUDGET.accessibility)
      out.push(`${r.page} accessibility ${r.accessibility}`);
    if (r.bestPractices < LH_BUDGET["best-practices"])
      out.push(`${r.page} best practices ${r.bestPractices}`);
    if (r.seo < LH_BUDGET.seo) out.push(`${r.page} SEO ${r.seo}`);
    if (r.lcpMs > LH_BUDGET.lcpMs) out.push(`${r.page} LCP ${r.lcpMs} ms`);
    if (r.tbtMs > LH_BUDGET.tbtMs) out.push(`${r.page} TBT ${r.tbtMs} ms`);
    if (r.cls > LH_BUDGET.cls) out.push(`${r.page} CLS ${r.cls}`);
  }
  return out;
}

export function printLighthouse(rows: LhRow[]): void {
  console.log(
    "| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
    );
}

if (import.meta.main) {
  const rows = await runLighthouse(process.argv[2] ?? "dist");
  printLighthouse(rows);
  const failures = lighthouseFailures(rows);
  if (failures.length) {
    console.error(`lighthouse: over budget: ${failures.join("; ")}`);
    process.exit(1);
  }
}
