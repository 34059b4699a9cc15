// Password hashing: scrypt with a per-password salt, stored as "scrypt$N$salt$hash".
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

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

/** Same as hashPassword on the libuv pool (request handlers use this one). */
export async function hashPasswordAsync(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LEN, { N: n, maxmem: 256 * n * 8 });
  return `scrypt$${n}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Same as checkPassword on the libuv pool, so logins do not block the event loop. */
export async function checkPasswordAsync(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const p = parseHash(stored);
  if (!p) return false;
  const actual = await scryptAsync(password, p.salt, p.hash.length, {
    N: p.N,
    maxmem: 256 * p.N * 8,
  });
  return timingSafeEqual(actual, p.hash);
}
