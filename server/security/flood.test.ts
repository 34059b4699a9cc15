// One anonymous client must not stall every tenant. An attacker on its own thread
// bursts the endpoints that work without a login from one address (16 requests in flight for
// 3 s); a member's balance read, measured meanwhile, must keep its median within 5× of idle.
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUESTS_PER_SEC } from "../config.ts";
import { freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget({ requestsPerSec: REQUESTS_PER_SEC });
});
afterAll(() => t.close());

const port = () => {
  const a = t.app.server.address();
  return typeof a === "object" && a ? a.port : 0;
};

function flood(targets: { method: string; path: string; body?: string }[], ms: number) {
  const worker = new Worker(new URL("./flood-worker.ts", import.meta.url), {
    workerData: { port: port(), host: "lottery.localhost", ip: freshIp(), lanes: 16, ms, targets },
  });
  return new Promise<Record<number, number>>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function balanceMs(token: string) {
  const at = performance.now();
  const r = await t.api.call("POST", "/api/VipUser/RefreshBalance", { token, json: {} });
  expect(r.status).toBe(200);
  return performance.now() - at;
}

/**
 * Balance reads sent every 60 ms (within a member's budget) whether or not the last one was answered (as members arrive),
 * for `ms` milliseconds; resolves with each read's time. Sequential reads would sample mostly the
 * moments the loop is free and hide the stalls.
 */
async function reads(token: string, ms: number) {
  const pending: Promise<number>[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    pending.push(balanceMs(token));
    await new Promise((r) => setTimeout(r, 60));
  }
  return Promise.all(pending);
}

const ANONYMOUS = [
  { method: "GET", path: "/api/v3/common/slider-captcha" },
  { method: "GET", path: "/api/v3/common/site-config" },
  { method: "GET", path: "/api/Activity/GetGameList?pageIndex=1&pageSize=50" },
  {
    method: "POST",
    path: "/api/vipuser/Login",
    body: JSON.stringify({ userName: "demo", passWord: "wrong-password" }),
  },
  {
    method: "POST",
    path: "/api/vipuser/Rigster",
    body: JSON.stringify({ userName: "x", passWord: "y", confirmPassWord: "y", legalAge: true }),
  },
  { method: "GET", path: "/api/v3/common/init/flood-visit-0001" },
  { method: "GET", path: "/api/v3/vip-im/connect?guestId=nobody" },
  {
    method: "POST",
    path: "/api/events",
    body: JSON.stringify({ name: "flood", description: "x", fatal: false }),
  },
  { method: "GET", path: "/manifest.webmanifest" },
  { method: "GET", path: "/icons/icon-512.png" },
];

describe("one address bursting the anonymous endpoints for 3 s", () => {
  it("keeps a member's median balance read within 5× idle, and is refused", async () => {
    const m = await t.member();
    await reads(m.token, 500); // warm up
    const idle = median(await reads(m.token, 600));
    const attack = flood(ANONYMOUS, 3000);
    const during = await reads(m.token, 3000);
    const counts = await attack;
    expect(median(during), `idle ${idle.toFixed(2)} ms, ${JSON.stringify(counts)}`).toBeLessThan(
      5 * idle,
    );
    // The attacker was answered (refused past its budget), not disconnected.
    expect(counts[0] ?? 0).toBe(0);
    expect(counts[429] ?? 0).toBeGreaterThan(0);
  });
});
