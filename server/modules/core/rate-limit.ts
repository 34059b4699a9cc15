// Login and registration throttling (PRODUCT.md §5): a sliding one-minute window in memory.
// Login: 10 failures per minute per (IP, user name), 30 per IP, 30 per account from anywhere; registrations: 30 per minute per IP
// (PLAYFRONT_REGISTER_PER_MIN overrides; e2e suites register many members from loopback).
import type { PlatformContext } from "../../context.ts";

export const LOGIN_FAILURES_PER_USER = 10;
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_WINDOW_MS = 60_000;
export const REGISTRATIONS_PER_IP = Number(process.env.PLAYFRONT_REGISTER_PER_MIN ?? 30);
export const REGISTER_WINDOW_MS = 60_000;

type Buckets = Map<string, number[]>;
const stores = new WeakMap<PlatformContext, Buckets>();
const bucketsOf = (ctx: PlatformContext) => {
  let b = stores.get(ctx);
  if (!b) stores.set(ctx, (b = new Map()));
  return b;
};

function recent(ctx: PlatformContext, key: string, windowMs: number): number[] {
  const b = bucketsOf(ctx);
  const now = ctx.now();
  const list = (b.get(key) ?? []).filter((t) => t > now - windowMs);
  if (list.length) b.set(key, list);
  else b.delete(key);
  return list;
}

function hit(ctx: PlatformContext, key: string): void {
  const b = bucketsOf(ctx);
  // Bound memory under a flood: forget the oldest keys.
  if (b.size > 50_000) for (const k of [...b.keys()].slice(0, 10_000)) b.delete(k);
  b.set(key, [...(b.get(key) ?? []), ctx.now()]);
}

/** Failures per minute on one account from all addresses together (distributed guessing). */
export const LOGIN_FAILURES_PER_ACCOUNT = 30;

export const loginKeys = (tenantId: number, ip: string, userName: string) => ({
  user: `login|${tenantId}|${ip}|${userName.toLowerCase()}`,
  ip: `login-ip|${ip}`,
  account: `login-account|${tenantId}|${userName.toLowerCase()}`,
});
type LoginKeys = ReturnType<typeof loginKeys>;

/** True when this IP / user pair may try to log in now. */
export function loginAllowed(ctx: PlatformContext, keys: LoginKeys): boolean {
  return (
    recent(ctx, keys.user, LOGIN_WINDOW_MS).length < LOGIN_FAILURES_PER_USER &&
    recent(ctx, keys.ip, LOGIN_WINDOW_MS).length < LOGIN_FAILURES_PER_IP &&
    recent(ctx, keys.account, LOGIN_WINDOW_MS).length < LOGIN_FAILURES_PER_ACCOUNT
  );
}

export function recordLoginFailure(ctx: PlatformContext, keys: LoginKeys) {
  hit(ctx, keys.user);
  hit(ctx, keys.ip);
  hit(ctx, keys.account);
}

export function clearLoginFailures(ctx: PlatformContext, keys: { user: string }) {
  bucketsOf(ctx).delete(keys.user);
}

/** Counts a registration attempt; false when the IP is over its limit. */
export function registerAllowed(ctx: PlatformContext, ip: string): boolean {
  const key = `register|${ip}`;
  if (recent(ctx, key, REGISTER_WINDOW_MS).length >= REGISTRATIONS_PER_IP) return false;
  hit(ctx, key);
  return true;
}

/** Wrong secrets a member may send per window on account calls (old passwords, TOTP codes). */
export const SECRET_FAILURES = 5;
export const SECRET_WINDOW_MS = 600_000;

/**
 * Guards the guessing of a member's secrets from inside a session (a 6-digit withdrawal password
 * or TOTP code is otherwise searchable): false when `kind` already failed too often.
 */
export function secretAttemptAllowed(ctx: PlatformContext, userId: number, kind: string): boolean {
  return recent(ctx, `secret|${kind}|${userId}`, SECRET_WINDOW_MS).length < SECRET_FAILURES;
}

export function recordSecretFailure(ctx: PlatformContext, userId: number, kind: string): void {
  hit(ctx, `secret|${kind}|${userId}`);
}
