// `npm run bench:budgets`: builds nothing; measures the current dist/ and prints the bundle,
// Lighthouse and 10,000-game catalogue tables that the README keeps (copy them there after a
// change).
import { measureBudgets, printTable } from "./budgets.ts";
import { measureCatalogue, printCatalogue } from "./catalogue-bench.ts";
import { catalogueMisses } from "./lighthouse-budget.ts";
import { measureLighthouse, printLighthouse } from "./lighthouse.ts";

const dist = process.argv[2] ?? "dist";
const bundle = measureBudgets(dist);
printTable(bundle);
console.log();
const lh = await measureLighthouse(dist);
printLighthouse(lh);
console.log();
const catalogue = await measureCatalogue(dist);
printCatalogue(catalogue);
const failures = [
  ...bundle.filter((r) => !r.ok).map((r) => r.what),
  ...lh.failures,
  ...catalogueMisses(catalogue),
];
if (failures.length) {
  console.error(`over budget: ${failures.join("; ")}`);
  process.exit(1);
}
