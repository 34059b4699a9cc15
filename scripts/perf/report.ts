// `npm run bench:budgets`: builds nothing; measures the current dist/ and prints the bundle and
// Lighthouse tables that the README keeps (copy them there after a change).
import { measureBudgets, printTable } from "./budgets.ts";
import { measureLighthouse, printLighthouse } from "./lighthouse.ts";

const dist = process.argv[2] ?? "dist";
const bundle = measureBudgets(dist);
printTable(bundle);
console.log();
const lh = await measureLighthouse(dist);
printLighthouse(lh);
const failures = [...bundle.filter((r) => !r.ok).map((r) => r.what), ...lh.failures];
if (failures.length) {
  console.error(`over budget: ${failures.join("; ")}`);
  process.exit(1);
}
