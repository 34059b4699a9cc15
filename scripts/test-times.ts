// Where e2e time goes: reads Playwright's JSON report (.reports/playwright.json, written by every
// `playwright test`) and prints each spec file's worker time (the sum of its tests' durations,
// retries included), slowest first, then its slowest tests. `node scripts/test-times.ts [report]
// [--tests N]`.
import { readFileSync } from "node:fs";

interface Result {
  duration: number;
  status: string;
}
interface Suite {
  file?: string;
  title: string;
  specs?: { title: string; tests: { results: Result[] }[] }[];
  suites?: Suite[];
}

const args = process.argv.slice(2);
const testsArg = args.indexOf("--tests");
const topTests = testsArg >= 0 ? Number(args.splice(testsArg, 2)[1]) : 10;
const reportPath = args[0] ?? ".reports/playwright.json";
const report = JSON.parse(readFileSync(reportPath, "utf8")) as {
  suites: Suite[];
  stats?: { duration: number };
};

const files = new Map<string, number>();
const tests: { name: string; ms: number }[] = [];
function walk(suite: Suite, file: string, path: string[]) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
    files.set(here, (files.get(here) ?? 0) + ms);
    tests.push({ name: `${here} › ${[...path, spec.title].join(" › ")}`, ms });
  }
  for (const child of suite.suites ?? []) walk(child, here, [...path, child.title]);
}
for (const suite of report.suites) walk(suite, suite.file ?? suite.title, []);

const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
const total = [...files.values()].reduce((a, b) => a + b, 0);
console.log("worker time per spec file");
for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1])) {
  console.log(`${s(ms)}  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${file}`);
}
console.log(`${s(total)}  worker time in all`);
if (report.stats) console.log(`${s(report.stats.duration)}  wall time`);
console.log(`\nslowest ${topTests} tests`);
for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, topTests)) {
  console.log(`${s(t.ms)}  ${t.name}`);
}
