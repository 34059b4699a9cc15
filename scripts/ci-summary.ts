// The last lines of `.ci/run`: every suite's JSON report under .reports/ (vitest's or
// Playwright's shape) added up into one line `N passed, N failed`, with the flaky tests named on
// the lines before it. On CI Playwright gives a failed test two more tries (playwright.config.ts):
// a test that passed on its second try is flaky (passed, and named); one that failed two tries in
// a row before it passed counts as failed (docs/testing.md, "Flaky tests").
// Usage: node scripts/ci-summary.ts <npm test's exit status> <quick start's exit status>
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Failed tries in a row, before a pass, that make a test count as failed. */
export const FAILED_TRIES_IN_A_ROW = 2;

interface PlaywrightResult {
  status: string;
  retry?: number;
}
interface PlaywrightTest {
  projectName?: string;
  status: string;
  results: PlaywrightResult[];
}
interface PlaywrightSpec {
  title: string;
  file?: string;
  tests: PlaywrightTest[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}
interface VitestReport {
  numPassedTests: number;
  numFailedTests?: number;
}

export interface Summary {
  passed: number;
  failed: number;
  /** Passed only on a retry, after one failed try. */
  flaky: string[];
  /** Passed in the end, but only after failing two tries in a row. */
  failedTwice: string[];
}

const isVitest = (r: unknown): r is VitestReport =>
  typeof (r as VitestReport | null)?.numPassedTests === "number";
const isPlaywright = (r: unknown): r is PlaywrightReport =>
  Array.isArray((r as PlaywrightReport | null)?.suites);

/** Failed tries before the first pass (every try when none passed). */
function failuresBeforePass(results: PlaywrightResult[]): number {
  const ordered = [...results].sort((a, b) => (a.retry ?? 0) - (b.retry ?? 0));
  const pass = ordered.findIndex((r) => r.status === "passed");
  return pass < 0 ? ordered.length : pass;
}

function addPlaywright(report: PlaywrightReport, into: Summary): void {
  const walk = (suite: PlaywrightSuite, path: string[], file: string | undefined) => {
    const here = suite.file && !file ? [] : [...path, suite.title].filter(Boolean);
    const inFile = file ?? suite.file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file ?? inFile}: ${[...here, spec.title].join(" › ")}${
          test.projectName ? ` [${test.projectName}]` : ""
        }`;
        if (test.status === "expected") into.passed += 1;
        else if (test.status === "unexpected") into.failed += 1;
        else if (test.status === "flaky") {
          if (failuresBeforePass(test.results) >= FAILED_TRIES_IN_A_ROW) {
            into.failed += 1;
            into.failedTwice.push(name);
          } else {
            into.passed += 1;
            into.flaky.push(name);
          }
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, inFile);
  };
  for (const suite of report.suites) walk(suite, [], undefined);
}

/** Adds up parsed reports; `testStatus` and `quickStatus` are the two commands' exit statuses. */
export function summarise(reports: unknown[], testStatus: number, quickStatus: number): Summary {
  const s: Summary = { passed: 0, failed: 0, flaky: [], failedTwice: [] };
  for (const r of reports) {
    if (isVitest(r)) {
      s.passed += r.numPassedTests;
      s.failed += r.numFailedTests ?? 0;
    } else if (isPlaywright(r)) addPlaywright(r, s);
  }
  // npm test failed before any test did (lint, types, the build, budgets): one failure.
  if (testStatus !== 0 && s.failed === 0) s.failed = 1;
  // The README's first command (.ci/quick-start.sh) counts as one test.
  if (quickStatus === 0) s.passed += 1;
  else s.failed += 1;
  return s;
}

/** The summary's lines: the flaky tests by name, then `N passed, N failed` last. */
export function summaryLines(s: Summary): string[] {
  return [
    ...s.flaky.map((n) => `flaky (passed on its retry): ${n}`),
    ...s.failedTwice.map(
      (n) => `failed (${FAILED_TRIES_IN_A_ROW} tries in a row, then passed): ${n}`,
    ),
    `${s.passed} passed, ${s.failed} failed`,
  ];
}

/** Every JSON report in `dir`; an unreadable one is skipped (its suite did not finish). */
export function readReports(dir: string): unknown[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    try {
      return [JSON.parse(readFileSync(join(dir, n), "utf8")) as unknown];
    } catch {
      return [];
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [testStatus = "1", quickStatus = "1"] = process.argv.slice(2);
  const summary = summarise(readReports(".reports"), Number(testStatus), Number(quickStatus));
  for (const line of summaryLines(summary)) console.log(line);
  process.exitCode = summary.failed === 0 ? 0 : 1;
}
