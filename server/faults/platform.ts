// A real platform process for the fault-injection suite (server/faults, e2e/faults): `node
// server/main.ts` on its own port and data dir, that a test can kill with SIGKILL and start again
// on the same database. Ports 4500–4599 belong to this suite.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";

export interface Platform {
  /** http://127.0.0.1:<port> (requests needing a tenant send their own Host header). */
  base: string;
  port: number;
  dataDir: string;
  dbFile: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: the clean stop (in-flight requests finish, the database is closed). */
  stop(): Promise<void>;
}

export interface PlatformOptions {
  port: number;
  /** Data dir (relative to the repository); the same dir on a restart keeps the database. */
  dataDir: string;
  /** Delete the database first (the first start of a test). */
  fresh?: boolean;
  env?: Record<string, string>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
  });

async function waitHealthy(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`platform at ${base} did not become healthy in ${timeoutMs} ms`);
}

/** Starts the platform and waits until /healthz answers. */
export async function startPlatform(o: PlatformOptions): Promise<Platform> {
  const dataDir = resolve(o.dataDir);
  if (o.fresh) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(o.port),
      HOST: "127.0.0.1",
      PLAYFRONT_DATA_DIR: dataDir,
      PLAYFRONT_DIST: process.env.PLAYFRONT_DIST ?? "dist",
      PLAYFRONT_FRESH_DB: "0",
      PLAYFRONT_REGISTER_PER_MIN: "1000",
      PLAYFRONT_REQUESTS_PER_SEC: "100000",
      ...o.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${o.port}`;
  try {
    await waitHealthy(base, child, 60_000);
  } catch (e) {
    child.kill("SIGKILL");
    throw e;
  }
  return {
    base,
    port: o.port,
    dataDir,
    dbFile: join(dataDir, "playfront.db"),
    child,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}

/** Polls `probe` until it answers something other than undefined (or throws after `ms`). */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
