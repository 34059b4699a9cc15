// The per-address budget of the platform's dynamic answers (API, manifest, icons, demo game): a
// token bucket in memory, refilled at `perSec` a second up to 3 s worth. One address sending more
// is answered 429 before any route runs, and only after a pause: a client that does not wait
// for answers is slowed to its own number of connections a second instead of taking the event
// loop from members with refusals. Past `MAX_HELD` waiting refusals the connection is closed.
// Static build files (fastify-static, precompressed) are not counted: a page load asks for dozens.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isIPv6 } from "node:net";
import { fail, say } from "./envelope.ts";

/** Seconds of the rate an address may spend at once (a page load's burst of calls). */
export const BURST_SEC = 3;
/** How long a refusal is held before it is sent. */
export const REFUSAL_DELAY_MS = 1000;
/** Refusals held at once per address; more are answered at once and their connection closed. */
const MAX_HELD = 32;
/** Addresses remembered; past it, the full buckets (idle addresses) are forgotten first. */
const MAX_ADDRESSES = 50_000;

const BUDGETED =
  /^\/(api|common|icons|demo-game\/api)\/|^\/(manifest\.webmanifest|favicon\.ico|apple-touch-icon\.png|runtime-config\.json)(\?|$)/i;

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber gets a whole /64 and can change the rest at will).
 */
export function clientAddress(req: FastifyRequest): string {
  const ip = req.ip;
  if (!isIPv6(ip)) return ip;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1]!;
  return `${expandV6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, written out (zone id dropped). */
function expandV6(ip: string): string[] {
  const [head = "", tail] = ip.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail takes two groups.
  const last = right.length ? right : left;
  const v4 = last.length && last[last.length - 1]!.includes(".") ? last.pop()! : null;
  if (v4) {
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => parseInt(g || "0", 16).toString(16));
}

export function registerRequestBudget(app: FastifyInstance, perSec: number): void {
  const buckets = new Map<string, { tokens: number; at: number; held: number }>();
  const capacity = perSec * BURST_SEC;
  const refill = (b: { tokens: number; at: number }, now: number) => {
    b.tokens = Math.min(capacity, b.tokens + ((now - b.at) / 1000) * perSec);
    b.at = now;
  };
  app.addHook("onRequest", async (req, reply) => {
    if (!BUDGETED.test(req.url)) return;
    // Real time, not the platform's clock: this measures load, not business time.
    const now = performance.now();
    const key = clientAddress(req);
    let b = buckets.get(key);
    if (!b) {
      if (buckets.size >= MAX_ADDRESSES) {
        for (const [k, v] of buckets) {
          refill(v, now);
          if (v.tokens >= capacity) buckets.delete(k);
        }
        // Everyone is busy: forget the oldest rather than grow without bound.
        if (buckets.size >= MAX_ADDRESSES) buckets.delete(buckets.keys().next().value!);
      }
      buckets.set(key, (b = { tokens: capacity, at: now, held: 0 }));
    }
    refill(b, now);
    if (b.tokens < 1) {
      if (b.held >= MAX_HELD) reply.header("connection", "close");
      else {
        const bucket = b;
        bucket.held++;
        await new Promise((r) => setTimeout(r, REFUSAL_DELAY_MS));
        bucket.held--;
      }
      reply.header("retry-after", String(Math.max(1, Math.ceil((1 - b.tokens) / perSec))));
      fail(429, say(req, "Too many requests"));
    }
    b.tokens -= 1;
  });
}
