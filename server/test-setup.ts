// Shared vitest setup for the platform's tests. Test files share a worker's modules
// (`isolate: false` in vite.config.ts), so what one file changes in the process is put back
// when it ends: the environment it set, a fake clock. The tests' own settings (TEST_ENV) are in
// the environment from the start, unless the run set them.
import { afterAll, afterEach, vi } from "vitest";
import { watchTransactionsHeld } from "./db/store.ts";
import { TEST_ENV } from "./testing/test-env.ts";

for (const [name, value] of Object.entries(TEST_ENV)) process.env[name] ??= value;
const env = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  vi.useRealTimers();
});

// A SQLite transaction held open across I/O stalls every writer of the process (and, on
// PostgreSQL, holds its locks across a round trip): any test that makes one fails.
const held: Error[] = [];
watchTransactionsHeld((where) => held.push(where));
afterEach(() => {
  const first = held.splice(0).at(0);
  if (first) throw first;
});
