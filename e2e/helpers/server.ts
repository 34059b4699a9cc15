// Starts an extra reference server for tests that need other settings than the shared one
// (e.g. short token lifetimes for the 402/401 flows). Fresh database, own data dir, own port.
import { spawn, type ChildProcess } from "node:child_process";

export interface ExtraServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitHealthy(origin: string, child: ChildProcess, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${origin} did not become healthy`);
}

export async function startServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PLAYFRONT_DATA_DIR: `.data/e2e-${port}`,
      PLAYFRONT_DIST: process.env.PLAYFRONT_DIST ?? "dist",
      PLAYFRONT_FRESH_DB: "1",
      PLAYFRONT_E2E: "1",
      PLAYFRONT_REQUESTS_PER_SEC: "100000",
      PLAYFRONT_CAPTCHAS_PER_MIN: "1000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  await waitHealthy(`http://127.0.0.1:${port}`, child);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
