// Runs npm scripts at the same time and reports each one's output whole, in the order they end,
// with how long it took; exits 1 if any failed. `npm run check` uses it: its parts are
// single-threaded (eslint, prettier, tsc, knip) and a 2-core machine runs two at once.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) throw new Error("usage: node scripts/parallel.ts <npm script>…");

const started = performance.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise<{ name: string; ok: boolean; seconds: number }>((resolve) => {
        const t0 = performance.now();
        const child = spawn("npm", ["run", "-s", name], {
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
        });
        const out: Buffer[] = [];
        child.stdout.on("data", (d: Buffer) => out.push(d));
        child.stderr.on("data", (d: Buffer) => out.push(d));
        child.on("close", (code) => {
          const seconds = (performance.now() - t0) / 1000;
          const ok = code === 0;
          const text = Buffer.concat(out).toString().trimEnd();
          process.stdout.write(
            `── ${name}: ${ok ? "ok" : `failed (exit ${code})`} in ${seconds.toFixed(1)} s\n` +
              (text ? `${text}\n` : ""),
          );
          resolve({ name, ok, seconds });
        });
      }),
  ),
);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  failed.length ? `failed: ${failed.join(", ")} (${total} s)` : `all passed in ${total} s`,
);
process.exitCode = failed.length ? 1 : 0;
