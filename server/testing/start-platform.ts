// The one way tests, benches and scripts start the reference platform as a process of its own
// (`node server/main.ts`): on a given port and data dir, waiting until /healthz answers, stopped
// by its PID (SIGTERM, the clean stop) or killed (SIGKILL, for fault tests that restart it on the
// same database). Settings go in as environment variables, as in production.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { rmSync } from "node:fs";
import { get as httpsGet } from "node:https";
import { join, resolve } from "node:path";

export interface Platform {
  /** http(s)://127.0.0.1:<port> (requests needing a tenant send their own Host or use *.localhost). */
  base: string;
  /** http(s)://localhost:<port>, what a browser opens. */
  url: string;
  port: number;
  pid: number;
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
  dataDir?: string;
  /** Delete the data dir first: a fresh database. */
  fresh?: boolean;
  /** The app build it serves (PLAYFRONT_DIST, else dist). */
  dist?: string;
  /** The checkout whose `server/main.ts` runs (another release's, for a comparison); this one's by default. */
  cwd?: string;
  env?: Record<string, string>;
  /** Serve HTTPS with this certificate (PEM), trusted for the health check only. */
  tls?: { certFile: string; keyFile: string; cert: string };
  /** What becomes of the platform's output: its errors go to ours by default. */
  stdio?: StdioOptions;
  timeoutMs?: number;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
  });

/** One GET of /healthz; node:https is told to trust the run's own certificate (fetch cannot be). */
function healthy(base: string, ca: string | undefined): Promise<boolean> {
  if (!ca) {
    return fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  }
  return new Promise((done) =>
    httpsGet(`${base}/healthz`, { ca, servername: "localhost" }, (res) =>
      done(res.resume().statusCode === 200),
    ).on("error", () => done(false)),
  );
}

/** Starts the platform and waits until /healthz answers. */
export async function startPlatform(o: PlatformOptions): Promise<Platform> {
  const dataDir = resolve(o.dataDir ?? `.data/platform-${o.port}`);
  if (o.fresh) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: o.cwd,
    env: {
      ...process.env,
      PORT: String(o.port),
      HOST: "127.0.0.1",
      PLAYFRONT_DATA_DIR: dataDir,
      PLAYFRONT_DIST: o.dist ?? process.env.PLAYFRONT_DIST ?? "dist",
      PLAYFRONT_FRESH_DB: "0",
      // Tests, benches and scripts are one address doing a lot on purpose, not an attacker;
      // the security suite sets the real limits where it measures them.
      PLAYFRONT_REQUESTS_PER_SEC: "100000",
      PLAYFRONT_CAPTCHAS_PER_MIN: "1000",
      ...(o.tls
        ? { PLAYFRONT_TLS_CERT: o.tls.certFile, PLAYFRONT_TLS_KEY: o.tls.keyFile }
        : undefined),
      ...o.env,
    },
    stdio: o.stdio ?? ["ignore", "ignore", "inherit"],
  });
  const scheme = o.tls ? "https" : "http";
  const base = `${scheme}://127.0.0.1:${o.port}`;
  const timeoutMs = o.timeoutMs ?? 60_000;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    if (await healthy(base, o.tls?.cert)) break;
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`platform at ${base} did not become healthy in ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    url: `${scheme}://localhost:${o.port}`,
    port: o.port,
    pid: child.pid!,
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
