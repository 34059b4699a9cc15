// The attacker of the flood tests, on its own thread so its work does not slow the platform's event
// loop (a real attacker is another machine): `lanes` requests in flight from one address (or each
// target's own), round robin over the given paths, for `ms` milliseconds, or each target once when
// `ms` is 0. Posts back the count of answers per status.
import { Agent, request } from "node:http";
import { parentPort, workerData } from "node:worker_threads";

interface Job {
  port: number;
  host: string;
  ip: string;
  lanes: number;
  ms: number;
  targets: {
    method: string;
    path: string;
    body?: string;
    ip?: string;
    headers?: Record<string, string>;
  }[];
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
      "x-forwarded-for": t.ip ?? job.ip,
      ...t.headers,
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
  while (job.ms > 0 ? Date.now() < end : next < job.targets.length) {
    const t = job.targets[next++ % job.targets.length]!;
    const status = await send(t);
    counts[status] = (counts[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: job.lanes }, lane));
agent.destroy();
parentPort?.postMessage(counts);
