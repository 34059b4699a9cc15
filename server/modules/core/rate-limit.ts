// Throttles and lockouts (docs/product.md §10, server/SECURITY.md): sliding windows kept in SQLite
// (table throttle_hits), so a restart or a flood of other keys forgets nothing.
//
// Every secret is guarded by a reservation taken BEFORE its hash or code is checked, in one
// synchronous SQLite transaction: a parallel burst sees the attempts still in flight, so at most
// the limit is ever evaluated and the rest is answered 429. A wrong secret keeps its reservation
// (it is the counted failure); a right one releases it.
import type { PlatformContext } from "../../context.ts";
import { found, type Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Login: failures per minute per (IP, user name) and per IP (429 past them), and per account
 * from anywhere (past it every attempt on the account needs a solved captcha: a step-up, never a
 * refusal of the right password, so no one can lock a member out).
 */
export const LOGIN_FAILURES_PER_USER = 10;
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_FAILURES_PER_ACCOUNT = 30;
export const LOGIN_WINDOW_MS = 60_000;
export const REGISTER_WINDOW_MS = 60_000;
/**
 * Wrong secrets a member may send per window: the current password (password changes), the
 * withdrawal password, TOTP codes (login, withdrawal, 2FA and re-authentication together), and
 * passkey answers (sign-in and re-authentication together).
 */
export const SECRET_FAILURES = 5;
export const SECRET_WINDOW_MS = 600_000;
/** Hits older than this are deleted (longer than every window above). */
const KEEP_MS = 24 * 3600_000;

interface Statements {
  count: (key: string, since: number) => Promise<number>;
  insert: (key: string, at: number) => Promise<number>;
  remove: (id: number) => Promise<void>;
  clear: (key: string) => Promise<void>;
  prune: (before: number) => Promise<void>;
}
const statements = new WeakMap<Db, Statements>();
function sql(db: Db): Statements {
  let s = statements.get(db);
  if (s) return s;
  const count = prepPluck<[string, number], number>(
    db,
    "SELECT COUNT(*) FROM throttle_hits WHERE key = ? AND at > ?",
  );
  const insert = prepPluck<[string, number], number>(
    db,
    "INSERT INTO throttle_hits (key, at) VALUES (?, ?) RETURNING id",
  );
  const remove = prep(db, "DELETE FROM throttle_hits WHERE id = ?");
  const clear = prep(db, "DELETE FROM throttle_hits WHERE key = ?");
  const prune = prep(db, "DELETE FROM throttle_hits WHERE at < ?");
  s = {
    count: async (key, since) => (await count.get(key, since)) ?? 0,
    insert: async (key, at) => found(await insert.get(key, at)),
    remove: async (id) => void (await remove.run(id)),
    clear: async (key) => void (await clear.run(key)),
    prune: async (before) => void (await prune.run(before)),
  };
  statements.set(db, s);
  return s;
}

let inserts = 0;

export interface Reservation {
  /** The attempt succeeded: it no longer counts. */
  release(): Promise<void>;
}

/**
 * Takes one attempt from every limit at once, or none when any is used up (null: answer 429).
 * Atomic: the check and the insert are one synchronous transaction.
 */
export async function reserve(
  ctx: PlatformContext,
  limits: readonly Limit[],
): Promise<Reservation | null> {
  const r = await reserveOrBlocker(ctx, limits);
  return "blocker" in r ? null : r;
}

/** `reserve`, telling which limit refused when one did (a caller may step up instead of 429). */
export async function reserveOrBlocker(
  ctx: PlatformContext,
  limits: readonly Limit[],
): Promise<Reservation | { blocker: Limit }> {
  const s = sql(ctx.db);
  const taken = await ctx.db.tx(async (): Promise<number[] | Limit> => {
    const now = ctx.now();
    for (const l of limits) if ((await s.count(l.key, now - l.windowMs)) >= l.max) return l;
    if (++inserts % 1000 === 0) await s.prune(now - KEEP_MS);
    const ids: number[] = [];
    for (const l of limits) ids.push(await s.insert(l.key, now));
    return ids;
  });
  if (!Array.isArray(taken)) return { blocker: taken };
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await ctx.db.tx(async () => {
        for (const id of taken) await s.remove(id);
      });
    },
  };
}

/** True when the limit has no attempt left (nothing is counted). */
export async function usedUp(ctx: PlatformContext, limit: Limit): Promise<boolean> {
  return (await sql(ctx.db).count(limit.key, ctx.now() - limit.windowMs)) >= limit.max;
}

/** Forgets every counted attempt of a key (a successful login clears its IP/user failures). */
export function clearLimit(ctx: PlatformContext, key: string): Promise<void> {
  return sql(ctx.db).clear(key);
}

export function loginLimits(tenantId: number, ip: string, userName: string) {
  const name = userName.toLowerCase();
  return {
    user: {
      key: `login|${tenantId}|${ip}|${name}`,
      max: LOGIN_FAILURES_PER_USER,
      windowMs: LOGIN_WINDOW_MS,
    },
    ip: { key: `login-ip|${ip}`, max: LOGIN_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS },
    account: {
      key: `login-account|${tenantId}|${name}`,
      max: LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: LOGIN_WINDOW_MS,
    },
  } satisfies Record<string, Limit>;
}

/** Registrations per minute per IP (the platform's registrationsPerMin; e2e registers many). */
export const registerLimit = (ctx: PlatformContext, ip: string): Limit => ({
  key: `register|${ip}`,
  max: ctx.config.registrationsPerMin,
  windowMs: REGISTER_WINDOW_MS,
});

/**
 * "Name taken" answers per hour per address: a player trying a few names gets them, a script
 * harvesting which names exist does not (past it every registration from the address is a 429,
 * taken or not, so the refusal itself tells nothing).
 */
export const NAME_TAKEN_PER_IP = 10;
export const nameTakenLimit = (ip: string): Limit => ({
  key: `name-taken|${ip}`,
  max: NAME_TAKEN_PER_IP,
  windowMs: 3600_000,
});

/** The secrets a member's attempts are counted for. */
export type SecretKind = "password" | "withdrawal-password" | "totp" | "passkey";

export const secretLimit = (userId: number, kind: SecretKind): Limit => ({
  key: `secret|${kind}|${userId}`,
  max: SECRET_FAILURES,
  windowMs: SECRET_WINDOW_MS,
});

/**
 * Anonymous passkey sign-in answers naming one credential, per address: wrong ones count here,
 * not under the member's own limit, so a stranger who knows the credential id cannot hold the
 * owner back.
 */
export const passkeyAnswerLimit = (credentialId: string, address: string): Limit => ({
  key: `passkey-answer|${credentialId}|${address}`,
  max: SECRET_FAILURES,
  windowMs: SECRET_WINDOW_MS,
});

/** Reserves one guess of a member's secret, or null when it failed too often (answer 429). */
export function reserveSecret(
  ctx: PlatformContext,
  userId: number,
  kind: SecretKind,
): Promise<Reservation | null> {
  return reserve(ctx, [secretLimit(userId, kind)]);
}

// ---- caps on growth (each counted attempt stays; over the cap: 429) ----

/** Letters to customer service per hour per member. */
export const LETTERS_PER_MEMBER = 10;

export const capLimits = {
  /** New chat guests (one per unseen device fingerprint) per minute per IP. */
  chatGuest: (ctx: PlatformContext, ip: string): Limit => ({
    key: `cap-guest|${ip}`,
    max: ctx.config.chatGuestsPerMin,
    windowMs: 60_000,
  }),
  /** Analytics events (POST /api/events) per minute per IP. */
  event: (ctx: PlatformContext, ip: string): Limit => ({
    key: `cap-event|${ip}`,
    max: ctx.config.eventsPerMin,
    windowMs: 60_000,
  }),
  captcha: (ctx: PlatformContext, address: string): Limit => ({
    key: `cap-captcha|${address}`,
    max: ctx.config.captchasPerMin,
    windowMs: 60_000,
  }),
  letter: (userId: number): Limit => ({
    key: `cap-letter|${userId}`,
    max: LETTERS_PER_MEMBER,
    windowMs: 3600_000,
  }),
};

/** Counts one more against a cap; false when the cap is reached (nothing is counted then). */
export async function withinCap(ctx: PlatformContext, limit: Limit): Promise<boolean> {
  return (await reserve(ctx, [limit])) !== null;
}
