// `npm run bench:server`: load-tests the reference platform on loopback (docs/product.md §10),
// against the previous release measured in the same run: a machine shared with other work moves
// every figure, but both releases move together, so their ratio is what the bench reports.
// Starts this checkout's platform and the previous release's (a `git worktree` of
// BENCH_REFERENCE, default PREVIOUS_RELEASE; `none` skips it), each with a fresh temp database,
// logs in as demo on both and runs autocannon (100 connections, BENCH_SECONDS each, default 10)
// against RefreshBalance, GetGameList, its Brotli variant, ChangeBalance (a unique
// Idempotency-Key per request) and login, the two releases in turn for each call (ABBA).
// Prints req/s and p99 latency of both with their ratio, then verifies that this release's
// transfer load lost no cent.
//
// BENCH_ENGINES=1 compares the engines instead of the releases: this checkout on SQLite, on
// PostgreSQL (a scratch cluster, server/testing/pg-cluster.ts) with one process, and with two
// processes on one database (the connections split over both), each call in turn on the three;
// the ratios are PostgreSQL's against SQLite's (docs/performance.md).
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { SqliteStore } from "../db/store.ts";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { checkLedger } from "../modules/money/internals.ts";
import { startPlatform, type Platform } from "../testing/start-platform.ts";
import { startCluster } from "../testing/pg-cluster.ts";
import { PostgresStore } from "../db/postgres.ts";
import type { Db } from "../db/db.ts";
import pg from "pg";
import { GAME_PLATE_TYPES, MAIN_WALLET, PLATE_TYPES } from "../../src/api/contract/constants.ts";

/** The release the figures are compared with (docs/performance.md). */
const PREVIOUS_RELEASE = "2b305fa";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ENGINES = process.env.BENCH_ENGINES === "1";
const REFERENCE = ENGINES ? "none" : (process.env.BENCH_REFERENCE ?? PREVIOUS_RELEASE);
const PLATES = PLATE_TYPES;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

interface Target {
  label: string;
  /** The processes of this target (one database); the first is `server`. */
  servers: Platform[];
  server: Platform;
  dataDir: string;
  /** postgres://… when the target runs on PostgreSQL. */
  databaseUrl?: string;
  auth: Record<string, string>;
}

async function api<T>(base: string, path: string, body?: unknown, headers = {}) {
  const res = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; result: T; message: string };
}

/**
 * Starts a platform from `cwd` on a fresh database (SQLite, or the empty PostgreSQL database
 * `databaseUrl` with `processes` processes), signs demo in and spreads its money.
 */
async function start(
  label: string,
  cwd: string | undefined,
  o: { databaseUrl?: string; processes?: number } = {},
): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), "playfront-bench-"));
  const one = async () =>
    startPlatform({
      port: await freePort(),
      dataDir,
      cwd,
      dist: join(dataDir, "no-dist"),
      // One address sends every request here: the per-address budget would answer almost all of
      // them 429, and the bench would measure refusals instead of the calls.
      env: {
        PLAYFRONT_FRESH_DB: "1",
        PLAYFRONT_TOKEN_TTL_SEC: "86400",
        PLAYFRONT_REQUESTS_PER_SEC: "1000000",
        ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
      },
    });
  const servers = await Promise.all(Array.from({ length: o.processes ?? 1 }, one));
  const server = servers[0]!;
  const login = await api<{ token: string }>(server.base, "/api/vipuser/Login", {
    userName: "demo",
    passWord: "demo1234",
  });
  if (!login.ok) throw new Error(`${label}: login failed: ${login.message}`);
  const auth = {
    authorization: `Bearer ${login.result.token}`,
    "content-type": "application/json",
  };
  // Spread 600.00 over the game wallets so random transfers between any two rarely run dry.
  for (const plate of GAME_PLATE_TYPES) {
    await api(
      server.base,
      "/api/VipUser/ChangeBalance",
      { fromPlateType: MAIN_WALLET, toPlateType: plate, amount: "600" },
      { ...auth, "idempotency-key": randomUUID() },
    );
  }
  return { label, servers, server, dataDir, databaseUrl: o.databaseUrl, auth };
}

/** A checkout of `ref` beside this one, sharing its node_modules; undefined for `none`. */
function checkout(ref: string): { dir: string; remove: () => void } | undefined {
  if (ref === "none") return undefined;
  const dir = mkdtempSync(join(tmpdir(), "playfront-bench-ref-"));
  execFileSync("git", ["worktree", "add", "--detach", "--force", dir, ref], { stdio: "ignore" });
  if (!existsSync(join(dir, "node_modules")))
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  return {
    dir,
    remove: () => execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" }),
  };
}

interface Row {
  name: string;
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A call's load on one process of the target, at `base`. */
type Call = (t: Target, base: string) => Omit<autocannon.Options, "connections" | "duration">;

const CALLS: Array<[string, Call]> = [
  [
    "RefreshBalance",
    (t, base) => ({
      url: `${base}/api/VipUser/RefreshBalance`,
      method: "POST",
      headers: t.auth,
      body: JSON.stringify({ plateType: MAIN_WALLET }),
    }),
  ],
  ["GetGameList", (_t, base) => ({ url: `${base}/api/Activity/GetGameList`, method: "GET" })],
  // As browsers ask for it: the list compressed (once per encoding, then from memory).
  [
    "GetGameList (br)",
    (_t, base) => ({
      url: `${base}/api/Activity/GetGameList`,
      method: "GET",
      headers: { "accept-encoding": "gzip, deflate, br" },
    }),
  ],
  [
    "ChangeBalance",
    (t, base) => ({
      url: base,
      requests: [
        {
          method: "POST",
          path: "/api/VipUser/ChangeBalance",
          headers: t.auth,
          setupRequest: (req) => {
            const from = PLATES[Math.floor(Math.random() * PLATES.length)] ?? MAIN_WALLET;
            const others = PLATES.filter((p) => p !== from);
            const to = others[Math.floor(Math.random() * others.length)] ?? "slot";
            return {
              ...req,
              headers: { ...req.headers, "idempotency-key": randomUUID() },
              body: JSON.stringify({ fromPlateType: from, toPlateType: to, amount: "0.01" }),
            };
          },
        },
      ],
    }),
  ],
  // Login last: its scrypt work queues on the libuv pool and would slow the runs after it.
  [
    "login",
    (_t, base) => {
      let i = 0;
      return {
        url: base,
        requests: [
          {
            method: "POST",
            path: "/api/vipuser/Login",
            // From 100 addresses (the platform trusts its loopback proxy): one address may keep only
            // two logins waiting for the hashing queue (docs/security.md), so a single one would
            // measure that share, not the platform.
            setupRequest: (req) => ({
              ...req,
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `10.8.0.${i++ % 100}`,
              },
              body: JSON.stringify({ userName: "demo", passWord: "demo1234" }),
            }),
          },
        ],
      };
    },
  ],
];

/** One call's load on a target: the connections split over its processes, run at once. */
async function run(name: string, call: Call, t: Target, seconds: number): Promise<Row> {
  const each = Math.ceil(CONNECTIONS / t.servers.length);
  const results = await Promise.all(
    t.servers.map((s) => autocannon({ connections: each, duration: seconds, ...call(t, s.base) })),
  );
  return {
    name,
    // Answered calls only: a refusal (429, or a login shed at 503 when the hashing queue is full)
    // is cheap and would count as throughput.
    reqPerSec: Math.round(results.reduce((sum, r) => sum + r["2xx"] / r.duration, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

/** Two runs of one call as one: mean throughput, the worse p99, all refusals and errors. */
const mean = (a: Row, b: Row): Row => ({
  name: a.name,
  reqPerSec: Math.round((a.reqPerSec + b.reqPerSec) / 2),
  p99: Math.max(a.p99, b.p99),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});

/** "1.23×" of now against before, or "-" without a reference. */
const ratio = (now: number, before: number | undefined) =>
  before ? `${(now / before).toFixed(2)}×` : "-";

/** Order statistic of `xs` (ms), rounded. */
const percentile = (xs: number[], q: number) =>
  Math.round(
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0,
  );

interface BurstRow {
  searches: number;
  p50: number;
  p95: number;
  reads: number;
}

/**
 * A member's balance reads while 300 addresses search the lobby (docs/security.md, the search
 * burst): every search a keyword the answers cache does not hold (more keywords than it has room
 * for, asked in turn: each one pushed out before it comes again), each matching many games. The
 * member reads every 50 ms whether or not the last read was answered, as players arrive.
 */
async function searchBurst(t: Target, keywords: string[], seconds: number): Promise<BurstRow> {
  let next = 0;
  const reads: number[] = [];
  const inFlight: Promise<void>[] = [];
  let done = false;
  // Its instance is a thenable without finally.
  const flood = Promise.resolve(
    autocannon({
      url: t.server.base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: "GET",
          setupRequest: (req) => {
            const i = next++;
            const keyword = keywords[i % keywords.length]!;
            return {
              ...req,
              path: `/api/Activity/GetGameList?keyword=${encodeURIComponent(keyword)}`,
              headers: {
                "accept-encoding": "gzip, deflate, br",
                "accept-language": "en",
                // The platform trusts its loopback proxy: 300 addresses, one after another.
                "x-forwarded-for": `10.9.${Math.floor((i % 300) / 250)}.${(i % 300) % 250}`,
              },
            };
          },
        },
      ],
    }),
  ).finally(() => (done = true));
  while (!done) {
    const at = performance.now();
    inFlight.push(
      fetch(`${t.server.base}/api/VipUser/RefreshBalance`, {
        method: "POST",
        headers: t.auth,
        body: JSON.stringify({ plateType: MAIN_WALLET }),
      }).then(async (r) => {
        await r.arrayBuffer();
        if (r.ok) reads.push(performance.now() - at);
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
  }
  const r = await flood;
  await Promise.all(inFlight);
  return {
    searches: Math.round(r["2xx"] / r.duration),
    p50: percentile(reads, 0.5),
    p95: percentile(reads, 0.95),
    reads: reads.length,
  };
}

/** Keywords that each match many of the catalogue's games: the two- and three-letter runs of their names. */
async function burstKeywords(base: string): Promise<string[]> {
  const list = await api<{ games: { name: string }[] }>(
    base,
    "/api/Activity/GetGameList",
    undefined,
    { "accept-language": "en" },
  );
  const runs = new Map<string, number>();
  for (const { name } of list.result.games) {
    const n = name.toLowerCase();
    for (const len of [2, 3])
      for (let i = 0; i + len <= n.length; i++) {
        const run = n.slice(i, i + len);
        if (/^[a-z]+$/.test(run)) runs.set(run, (runs.get(run) ?? 0) + 1);
      }
  }
  return [...runs].filter(([, n]) => n >= 2).map(([run]) => run);
}

/** demo's money over every wallet, in cents. */
async function demoCents(t: Target): Promise<number> {
  const list = await api<{ balance: string }[]>(
    t.server.base,
    "/api/VipUser/GetPlateTypeList",
    undefined,
    t.auth,
  );
  return list.result.reduce((s, p) => s + Math.round(Number(p.balance) * 100), 0);
}

/** The target's ledger after its processes stopped: healthy, and what it says. */
async function ledgerOf(t: Target): Promise<{ healthy: boolean; text: string }> {
  const db: Db = t.databaseUrl
    ? new PostgresStore(t.databaseUrl, { max: 1 })
    : new SqliteStore(new Database(join(t.dataDir, "playfront.db"), { readonly: true }));
  const l = await checkLedger(db);
  await db.close();
  return {
    healthy:
      l.wallets + l.external === 0 &&
      l.unbalancedJournals + l.driftedAccounts + l.negativeAccounts === 0,
    text:
      `wallets ${l.wallets} + external ${l.external} = ${l.wallets + l.external}, ` +
      `unbalanced ${l.unbalancedJournals}, drifted ${l.driftedAccounts}, negative ${l.negativeAccounts}`,
  };
}

/** BENCH_ENGINES=1: SQLite, PostgreSQL with one process and with two, in one run. */
async function engines(): Promise<boolean> {
  const cluster = await startCluster();
  const targets: Target[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    for (const name of ["bench_one", "bench_two"]) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    targets.push(await start("SQLite", undefined));
    targets.push(
      await start("PostgreSQL ×1", undefined, { databaseUrl: cluster.urlOf("bench_one") }),
    );
    targets.push(
      await start("PostgreSQL ×2", undefined, {
        databaseUrl: cluster.urlOf("bench_two"),
        processes: 2,
      }),
    );
    const before = await Promise.all(targets.map(demoCents));
    const rows: Row[][] = [];
    for (const [name, call] of CALLS) {
      // A B C, then C B A, each half the time: a load that rises or falls weighs on all alike.
      const halves = new Map<Target, Row[]>(targets.map((t) => [t, []]));
      for (const t of [...targets, ...[...targets].reverse()]) {
        halves.get(t)!.push(await run(name, call, t, SECONDS / 2));
        await new Promise((r) => setTimeout(r, 1000));
      }
      rows.push(targets.map((t) => mean(halves.get(t)![0]!, halves.get(t)![1]!)));
    }
    const after = await Promise.all(targets.map(demoCents));
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, this checkout on each engine\n`);
    console.log(
      "| call             | SQLite req/s | PG ×1 req/s | PG ×1 / SQLite | PG ×2 req/s | PG ×2 / SQLite | p99 ms SQLite | p99 ms PG ×1 | p99 ms PG ×2 |",
    );
    console.log(
      "|------------------|-------------:|------------:|---------------:|------------:|---------------:|--------------:|-------------:|-------------:|",
    );
    for (const [sqlite, one, two] of rows as [Row, Row, Row][]) {
      const cells = [
        sqlite.name.padEnd(16),
        String(sqlite.reqPerSec).padStart(12),
        String(one.reqPerSec).padStart(11),
        ratio(one.reqPerSec, sqlite.reqPerSec).padStart(14),
        String(two.reqPerSec).padStart(11),
        ratio(two.reqPerSec, sqlite.reqPerSec).padStart(14),
        String(sqlite.p99).padStart(13),
        String(one.p99).padStart(12),
        String(two.p99).padStart(12),
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
    let healthy = true;
    for (const [i, t] of targets.entries()) {
      for (const s of t.servers) await s.stop();
      const ledger = await ledgerOf(t);
      const lost = before[i]! - after[i]!;
      const refused = rows.filter((r) => r[i]!.name !== "login" && r[i]!.non2xx > 0);
      for (const r of refused) {
        console.log(`FAILED: ${t.label}: ${r[i]!.name} was refused ${r[i]!.non2xx} times`);
      }
      healthy &&= ledger.healthy && lost === 0 && refused.length === 0;
      console.log(`${t.label}: lost cents ${lost}; ledger: ${ledger.text}`);
    }
    console.log(healthy ? "OK: zero lost cents" : "FAILED: money was lost or the ledger drifted");
    return healthy;
  } finally {
    for (const t of targets) {
      for (const s of t.servers) await s.stop();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
    cluster.stop();
  }
}

if (ENGINES) {
  const healthy = await engines().catch((err: unknown) => {
    console.error(err);
    return false;
  });
  process.exit(healthy ? 0 : 1);
}

let exitCode = 1;
const reference = checkout(REFERENCE);
const targets: Target[] = [];
try {
  const current = await start("this checkout", undefined);
  targets.push(current);
  const previous = reference ? await start(REFERENCE, reference.dir) : undefined;
  if (previous) targets.push(previous);
  const plates = await api<{ balance: string }[]>(
    current.server.base,
    "/api/VipUser/GetPlateTypeList",
    undefined,
    current.auth,
  );

  const rows: Array<{ now: Row; before?: Row }> = [];
  const pause = () => new Promise((r) => setTimeout(r, 1000));
  for (const [name, call] of CALLS) {
    if (!previous) {
      rows.push({ now: await run(name, call, current, SECONDS) });
      await pause();
      continue;
    }
    // Previous, this, this, previous, each half the time: a load that rises or falls during the
    // pair weighs on both releases alike.
    const halves: Row[] = [];
    for (const t of [previous, current, current, previous]) {
      halves.push(await run(name, call, t, SECONDS / 2));
      await pause();
    }
    rows.push({
      before: mean(halves[0]!, halves[3]!),
      now: mean(halves[1]!, halves[2]!),
    });
  }
  // The search burst, ABBA like the calls: the member's read times are the figures.
  const keywords = await burstKeywords(current.server.base);
  const bursts: Array<{ target: Target; row: BurstRow }> = [];
  for (const t of previous ? [previous, current, current, previous] : [current]) {
    bursts.push({ target: t, row: await searchBurst(t, keywords, SECONDS / 2) });
    await pause();
  }
  const after = await api<{ balance: string }[]>(
    current.server.base,
    "/api/VipUser/GetPlateTypeList",
    undefined,
    current.auth,
  );

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each; previous release: ${previous ? REFERENCE : "none"}\n`,
  );
  console.log(
    "| call             | req/s now | req/s previous | ratio | p99 ms now | p99 ms previous | non-2xx | errors |",
  );
  console.log(
    "|------------------|----------:|---------------:|------:|-----------:|----------------:|--------:|-------:|",
  );
  for (const { now, before } of rows) {
    const cells = [
      now.name.padEnd(16),
      String(now.reqPerSec).padStart(9),
      String(before?.reqPerSec ?? "-").padStart(14),
      ratio(now.reqPerSec, before?.reqPerSec).padStart(5),
      String(now.p99).padStart(10),
      String(before?.p99 ?? "-").padStart(15),
      String(now.non2xx).padStart(7),
      String(now.errors).padStart(6),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }

  console.log(
    `\nA member's balance reads while 300 addresses search (${keywords.length} keywords, more than the answers cache holds)\n`,
  );
  console.log("| release | searches/s | member reads | read p50 ms | read p95 ms |");
  console.log("|---------|-----------:|-------------:|------------:|------------:|");
  for (const { target, row } of bursts) {
    const name = target === current ? "this" : REFERENCE;
    console.log(`| ${name} | ${row.searches} | ${row.reads} | ${row.p50} | ${row.p95} |`);
  }

  const cents = (list: { balance: string }[]) =>
    list.reduce((s, p) => s + Math.round(Number(p.balance) * 100), 0);
  const lost = cents(plates.result) - cents(after.result);
  await current.server.stop();
  const db = new SqliteStore(
    new Database(join(current.dataDir, "playfront.db"), { readonly: true }),
  );
  const ledger = await checkLedger(db);
  await db.close();
  // Only login may be refused under this load (by design, docs/security.md); any other refusal
  // means the bench measured a limit, not the call.
  const refused = rows.filter((r) => r.now.name !== "login" && r.now.non2xx > 0);
  for (const r of refused) console.log(`FAILED: ${r.now.name} was refused ${r.now.non2xx} times`);
  const healthy =
    refused.length === 0 &&
    lost === 0 &&
    ledger.wallets + ledger.external === 0 &&
    ledger.unbalancedJournals + ledger.driftedAccounts + ledger.negativeAccounts === 0;
  console.log(
    `\nTransfer load: demo's total ${(cents(after.result) / 100).toFixed(2)}, lost cents: ${lost}; ` +
      `ledger: wallets ${ledger.wallets} + external ${ledger.external} = ${ledger.wallets + ledger.external}, ` +
      `unbalanced ${ledger.unbalancedJournals}, drifted ${ledger.driftedAccounts}, negative ${ledger.negativeAccounts}`,
  );
  console.log(healthy ? "OK: zero lost cents" : "FAILED: money was lost or the ledger drifted");
  exitCode = healthy ? 0 : 1;
} catch (err) {
  console.error(err);
} finally {
  for (const t of targets) {
    await t.server.stop();
    rmSync(t.dataDir, { recursive: true, force: true });
  }
  reference?.remove();
}
process.exit(exitCode);
