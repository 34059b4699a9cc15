// Starts an extra reference server for tests that need other settings than the shared one
// (e.g. short token lifetimes for the 402/401 flows): the e2e settings of playwright.config.ts,
// a fresh database unless `env` says otherwise, own data dir, own port.
import { startPlatform } from "../../server/testing/start-platform";

export interface ExtraServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const platform = await startPlatform({
    port,
    dataDir: `.data/e2e-${port}`,
    env: {
      PLAYFRONT_FRESH_DB: "1",
      PLAYFRONT_E2E: "1",
      PLAYFRONT_REGISTER_PER_MIN: "1000",
      ...env,
    },
    timeoutMs: 30_000,
  });
  return { origin: platform.url, stop: platform.stop };
}
