// `node scripts/perf/lh-summary.ts .reports/lighthouse/<port>/<page>-<i>.json …`: what a saved
// Lighthouse report says about speed — metrics, the LCP element and its phases, layout shifts,
// long tasks, the request list (observed, unthrottled times), the simulated LCP graphs (what
// the simulated LCP waits for: it is the end of the graph) and the simulated TBT's tasks — to
// find what to fix next.
import { existsSync, readFileSync } from "node:fs";

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}

const ms = (n: unknown) => Math.round(Number(n));
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");

for (const file of process.argv.slice(2)) {
  const { categories, audits } = JSON.parse(readFileSync(file, "utf8")) as Report;
  const items = (id: string) => audits[id]?.details?.items ?? [];
  console.log(`===== ${file}  performance ${categories.performance.score}`);
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
    "interactive",
  ])
    console.log(
      `${id.padEnd(26)} ${audits[id]?.numericValue?.toFixed(id.includes("shift") ? 3 : 0)}`,
    );
  const lcp = items("largest-contentful-paint-element") as Array<{
    items?: Array<{ node?: { snippet?: string }; phase?: string; timing?: number }>;
  }>;
  console.log("LCP element:", lcp[0]?.items?.[0]?.node?.snippet);
  console.log("LCP phases:", lcp[1]?.items?.map((p) => `${p.phase} ${ms(p.timing)}`).join(", "));
  for (const s of items("layout-shifts") as Array<{ node?: { snippet?: string }; score?: number }>)
    console.log("shift", s.score?.toFixed(3), s.node?.snippet?.slice(0, 100));
  for (const t of items("long-tasks").slice(0, 8))
    console.log("long task", short(t.url), "at", ms(t.startTime), "for", ms(t.duration));
  const failing = Object.entries(audits)
    .filter(([, a]) => (a as { score?: number | null }).score === 0)
    .map(([id]) => id);
  console.log("failing audits:", failing.join(", ") || "none");
  // Saved next to the report by lighthouse.ts (LH_SAVE=1): the simulated LCP graphs.
  const lantern = file.replace(/\.json$/, ".lantern.json");
  if (existsSync(lantern)) {
    const graphs = JSON.parse(readFileSync(lantern, "utf8")) as Record<
      string,
      [string, number, number][]
    >;
    for (const [label, nodes] of Object.entries(graphs)) {
      const end = Math.max(...nodes.map((n) => n[2]));
      console.log(`${label}: ends at ${end} ms (simulated; CPU tasks under 20 ms left out)`);
      for (const [name, start, stop] of nodes)
        if (name !== "CPU" || stop - start >= 20)
          console.log(
            `  ${String(start).padStart(5)} → ${String(stop).padStart(5)} ${short(name)}`,
          );
    }
  }
  // Also saved by lighthouse.ts: the tasks of the simulated TBT (50 ms or longer once simulated).
  const tbt = file.replace(/\.json$/, ".tbt.json");
  if (existsSync(tbt)) {
    const tasks = JSON.parse(readFileSync(tbt, "utf8")) as Array<{
      start: number;
      end: number;
      observedMs: number;
      inner: string[];
    }>;
    console.log(`blocking tasks (simulated start → end, observed ms, longest events inside):`);
    for (const t of tasks)
      console.log(`  ${t.start} → ${t.end} (${t.observedMs}) ${t.inner.slice(0, 3).join(" | ")}`);
  }
  const requests = items("network-requests");
  console.log(`${requests.length} requests (start → end ms, bytes, priority)`);
  for (const r of requests)
    console.log(
      `  ${short(r.url).slice(0, 70).padEnd(70)} ${ms(r.networkRequestTime)} → ${ms(r.networkEndTime)} ${r.transferSize} ${r.priority}`,
    );
}
