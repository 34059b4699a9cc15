// The attacker of flood.test.ts, on its own thread so its work does not slow the platform's event
// loop (a real attacker is another machine): `lanes` requests in flight from one address, round
// robin over the given paths, for `ms` milliseconds. Posts back the count of answers per status.
import { Agent, request } from "node:http";
import { parentPort, workerData } from "node:worker_threads";

interface Job {
  port: number;
  host: string;
  ip: string;
  lanes: number;
  ms: number;
  targets: { method: string; path: string; body?: string }[];
}

const job = workerData as Job;
const agent = new Agent({ keepAlive: true, maxSockets: job.lanes });
const counts: Record<number, number> = {};
const end = Date.now() + job.ms;
let next = 0;

const send = (t: Job["targets"][number]) =>
  new Promise<number>((resolve) => {
    const headers: Record<string, string> = {
      host: `${job.host}:${job.port}`,
      "x-forwarded-for": job.ip,
    };
    if (t.body !== undefined) headers["content-type"] = "application/json";
    const req = request(
      { host: "127.0.0.1", port: job.port, method: t.method, path: t.path, headers, agent },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(t.body);
  });

async function lane() {
  while (Date.now() < end) {
    const t = job.targets[next++ % job.targets.length]!;
    const status = await send(t);
    counts[status] = (counts[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: job.lanes }, lane));
agent.destroy();
parentPort?.postMessage(counts);
