// `npm run bench:home [dist]`: the homes' start-up work, counted rather than timed (on a machine
// shared with other work, times move with the neighbours; counts do not): for each tenant's
// zh-hans home, the React components rendered from navigation until the network is idle, the
// commits, and Chromium's own layout and style-recalculation counts. Mean of HOME_RUNS loads
// (default 3), each in a fresh browser context, served by the platform from the build.
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { startPlatform } from "../../server/testing/start-platform.ts";
import { LH_TENANTS } from "./lighthouse-budget.ts";

const RUNS = Number(process.env.HOME_RUNS ?? 3);
const PORT = Number(process.env.HOME_PORT ?? 4391);

interface Counts {
  rendered: number;
  commits: number;
  layouts: number;
  styles: number;
}

/**
 * Stands in for React's devtools hook: at each commit, counts the components that rendered in it
 * (mounted, or rendered with new props or state), skipping subtrees React did not visit.
 */
function countRenders() {
  interface Fiber {
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  }
  const counts = { rendered: 0, commits: 0 };
  (window as unknown as { __renders: typeof counts }).__renders = counts;
  const PERFORMED_WORK = 1;
  const rendered = (f: Fiber) =>
    typeof f.type === "function" || (typeof f.type === "object" && f.type !== null)
      ? !f.alternate ||
        ((f.flags & PERFORMED_WORK) !== 0 &&
          (f.memoizedProps !== f.alternate.memoizedProps ||
            f.memoizedState !== f.alternate.memoizedState))
      : false;
  const walk = (first: Fiber | null): void => {
    for (let f = first; f; f = f.sibling) {
      if (rendered(f)) counts.rendered++;
      if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
    {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        counts.commits++;
        walk(root.current.child);
      },
    };
}

const dist = process.argv[2] ?? "dist";
const server = await startPlatform({
  port: PORT,
  dist,
  dataDir: `.data/home-renders-${PORT}`,
  fresh: true,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log("| home | components rendered | commits | layouts | style recalculations |");
  console.log("|---|---|---|---|---|");
  for (const tenant of LH_TENANTS) {
    const host = tenant === "classic" ? "localhost" : `${tenant}.localhost`;
    const runs: Counts[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await context.newPage();
      await page.addInitScript(countRenders);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      await page.goto(`http://${host}:${PORT}/`);
      await page.locator("main.home:not([aria-busy=true])").waitFor();
      await page.waitForLoadState("networkidle");
      const { rendered, commits } = await page.evaluate(
        () => (window as unknown as { __renders: { rendered: number; commits: number } }).__renders,
      );
      const { metrics } = await cdp.send("Performance.getMetrics");
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
      runs.push({
        rendered,
        commits,
        layouts: metric("LayoutCount"),
        styles: metric("RecalcStyleCount"),
      });
      await context.close();
    }
    const mean = (k: keyof Counts) => Math.round(runs.reduce((s, r) => s + r[k], 0) / runs.length);
    console.log(
      `| ${tenant} | ${mean("rendered")} | ${mean("commits")} | ${mean("layouts")} | ${mean("styles")} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
