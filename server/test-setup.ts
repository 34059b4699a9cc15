// Shared vitest setup for the platform's tests. Test files share a worker's modules
// (`isolate: false` in vite.config.ts), so what one file changes in the process is put back
// when it ends: the environment it set, the configuration read from it, a fake clock.
import { afterAll, vi } from "vitest";
import { reloadServerConfig } from "./config.ts";

const env = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  reloadServerConfig();
  vi.useRealTimers();
});
