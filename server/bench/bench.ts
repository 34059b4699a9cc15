// `npm run bench:server`: load-tests the reference platform on loopback (docs/product.md §10).
// Starts the platform (server/testing/start-platform.ts) with a fresh temp database, logs in as demo and
// runs autocannon (100 connections, BENCH_SECONDS each, default 10) against login, RefreshBalance,
// GetGameList and ChangeBalance (a unique Idempotency-Key per request), prints req/s and p99
// latency, then verifies that the transfer load lost no cent.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkLedger } from "../modules/money/internals.ts";
import { startPlatform } from "../testing/start-platform.ts";
import { GAME_PLATE_TYPES, MAIN_WALLET, PLATE_TYPES } from "../../src/api/contract/constants.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PLATES = PLATE_TYPES;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "playfront-bench-"));
const port = await freePort();
const server = await startPlatform({
  port,
  dataDir,
  dist: join(dataDir, "no-dist"),
  env: { PLAYFRONT_FRESH_DB: "1", PLAYFRONT_TOKEN_TTL_SEC: "86400" },
});
const base = server.base;

async function api<T>(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; result: T; message: string };
}

interface Row {
  name: string;
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(
  name: string,
  path: string,
  opts: Omit<autocannon.Options, "url" | "connections" | "duration">,
): Promise<Row> {
  const r = await autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...opts,
  });
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

let exitCode = 1;
try {
  const login = await api<{ token: string }>("/api/vipuser/Login", {
    userName: "demo",
    passWord: "demo1234",
  });
  if (!login.ok) throw new Error(`login failed: ${login.message}`);
  const auth = {
    authorization: `Bearer ${login.result.token}`,
    "content-type": "application/json",
  };
  // Spread 600.00 over the game wallets so random transfers between any two rarely run dry.
  for (const plate of GAME_PLATE_TYPES) {
    await api(
      "/api/VipUser/ChangeBalance",
      { fromPlateType: MAIN_WALLET, toPlateType: plate, amount: "600" },
      { ...auth, "idempotency-key": randomUUID() },
    );
  }
  const before = await api<{ balance: string }[]>("/api/VipUser/GetPlateTypeList", undefined, auth);

  const rows: Row[] = [];
  const pause = () => new Promise((r) => setTimeout(r, 1000));
  rows.push(
    await run("RefreshBalance", "/api/VipUser/RefreshBalance", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ plateType: MAIN_WALLET }),
    }),
  );
  await pause();
  rows.push(await run("GetGameList", "/api/Activity/GetGameList", { method: "GET" }));
  await pause();
  // As browsers ask for it: the ~57 kB list compressed (once per encoding, then from memory).
  rows.push(
    await run("GetGameList (br)", "/api/Activity/GetGameList", {
      method: "GET",
      headers: { "accept-encoding": "gzip, deflate, br" },
    }),
  );
  await pause();
  rows.push(
    await run("ChangeBalance", "/api/VipUser/ChangeBalance", {
      requests: [
        {
          method: "POST",
          path: "/api/VipUser/ChangeBalance",
          headers: auth,
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
  );

  const after = await api<{ balance: string }[]>("/api/VipUser/GetPlateTypeList", undefined, auth);
  await pause();
  // Login last: its scrypt work queues on the libuv pool and would slow the runs after it.
  rows.push(
    await run("login", "/api/vipuser/Login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "demo", passWord: "demo1234" }),
    }),
  );
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${base}\n`);
  console.log("| call           |   req/s | p99 (ms) | non-2xx | errors |");
  console.log("|----------------|--------:|---------:|--------:|-------:|");
  for (const r of rows) {
    console.log(
      `| ${r.name.padEnd(14)} | ${String(r.reqPerSec).padStart(7)} | ${String(r.p99).padStart(8)} | ${String(r.non2xx).padStart(7)} | ${String(r.errors).padStart(6)} |`,
    );
  }

  const cents = (list: { balance: string }[]) =>
    list.reduce((s, p) => s + Math.round(Number(p.balance) * 100), 0);
  const lost = cents(before.result) - cents(after.result);
  await server.stop();
  const db = new Database(join(dataDir, "playfront.db"), { readonly: true });
  const ledger = checkLedger(db);
  db.close();
  const healthy =
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
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
