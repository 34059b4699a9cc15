// Password hashing: scrypt with a per-password salt, stored as "scrypt$N$salt$hash".
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { ApiFailure } from "../../http/envelope.ts";

// The cost `n` of a new hash is the platform's setting (scryptN); N is stored with each hash, so
// hashes made with one cost verify under another.
const KEY_LEN = 32;

function parseHash(stored: string | null | undefined) {
  const [scheme, n, salt, hash] = String(stored ?? "").split("$");
  const N = Number(n);
  if (scheme !== "scrypt" || !salt || !hash || !Number.isInteger(N) || N < 2 || N > 1 << 20) {
    return null;
  }
  return { N, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

export function hashPassword(password: string, n: number): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LEN, { N: n, maxmem: 256 * n * 8 });
  return `scrypt$${n}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export function checkPassword(password: string, stored: string | null | undefined): boolean {
  const p = parseHash(stored);
  if (!p) return false;
  const actual = scryptSync(password, p.salt, p.hash.length, { N: p.N, maxmem: 256 * p.N * 8 });
  return timingSafeEqual(actual, p.hash);
}

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: { N: number; maxmem: number },
) => Promise<Buffer>;

/**
 * The fair share of password hashing. Every scrypt of a request runs on libuv's pool, at most
 * PASSWORD_HASHING.parallel at once so the event loop keeps a core of its own (a burst of logins
 * must not slow every other call). The rest waits, newest first: under a burst, whoever arrives
 * last (a member signing in now) is hashed next instead of behind the whole burst. At most
 * `waiting` wait; a newcomer past that pushes out the one that has waited longest, and one address
 * has at most `perAddress` waiting. A hash refused so is answered 503 `busy` with Retry-After at
 * once, before any password is tried.
 */
export const PASSWORD_HASHING = {
  parallel: Math.max(1, Math.min(4, availableParallelism() - 1)),
  waiting: 16,
  perAddress: 2,
};

interface Waiter {
  address: string | undefined;
  start: () => void;
  refuse: (e: ApiFailure) => void;
}
const waiting: Waiter[] = [];
let running = 0;

/** Localized by the error handler (an empty message is the catalogue's for the status). */
const busy = () => new ApiFailure(503, "", "busy");

async function fairly<T>(address: string | undefined, hash: () => Promise<T>): Promise<T> {
  if (running < PASSWORD_HASHING.parallel) {
    running++;
  } else {
    if (
      address !== undefined &&
      waiting.filter((w) => w.address === address).length >= PASSWORD_HASHING.perAddress
    ) {
      throw busy();
    }
    // The slot is handed over by the hash that ends (below), so `running` stays as it is.
    await new Promise<void>((start, refuse) => {
      waiting.push({ address, start, refuse });
      if (waiting.length > PASSWORD_HASHING.waiting) waiting.shift()!.refuse(busy());
    });
  }
  try {
    return await hash();
  } finally {
    const next = waiting.pop();
    if (next) next.start();
    else running--;
  }
}

/**
 * Same as hashPassword on the libuv pool (request handlers use this one), in its fair share;
 * `address` (the client's, for logins and registrations) caps what one address has waiting.
 */
export async function hashPasswordAsync(
  password: string,
  n: number,
  address?: string,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await fairly(address, () =>
    scryptAsync(password, salt, KEY_LEN, { N: n, maxmem: 256 * n * 8 }),
  );
  return `scrypt$${n}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Same as checkPassword on the libuv pool, in its fair share (see hashPasswordAsync). */
export async function checkPasswordAsync(
  password: string,
  stored: string | null | undefined,
  address?: string,
): Promise<boolean> {
  const p = parseHash(stored);
  if (!p) return false;
  const actual = await fairly(address, () =>
    scryptAsync(password, p.salt, p.hash.length, { N: p.N, maxmem: 256 * p.N * 8 }),
  );
  return timingSafeEqual(actual, p.hash);
}
