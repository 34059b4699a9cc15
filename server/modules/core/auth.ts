// Member sessions: access tokens and the helpers other modules use to know the member of a request
// (requireMember, optionalMember). Second factors are totp.ts, re-authentication reauth.ts.
//
// Tokens: random 32 bytes (base64url) sent as `Authorization: Bearer …`, stored as sha256. A token
// is valid for config.accessTokenTtlSec; after that, within config.refreshGraceSec, member calls
// answer 402 (the client refreshes via POST /api/vipuser/RefreshToken); beyond, or unknown: 401.
import type { FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { fail, say } from "../../http/envelope.ts";
import { AuthError } from "../../../src/api/contract/auth.ts";
import { tenantOf } from "./tenants.ts";
import { keyedHash } from "./server-secret.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export interface Member {
  id: number;
  tenantId: number;
  userName: string;
  twoFactorEnabled: boolean;
  /** The login session of the request's token (absent for members not from a request). */
  session?: Session;
}

// ---- tokens and sessions ----

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");

export interface Session {
  id: string;
  startedAt: number;
}

let issued = 0;

/** A new token; without `session` a new session starts (a login), with it the token rotates. */
export async function issueToken(
  ctx: PlatformContext,
  userId: number,
  tenantId: number,
  session?: Session,
  token = randomBytes(32).toString("base64url"),
) {
  const now = ctx.now();
  const s = session ?? { id: randomBytes(16).toString("base64url"), startedAt: now };
  // A login: the sign-in before it becomes the member's "last sign-in".
  if (!session) {
    await prep(
      ctx.db,
      "UPDATE users SET previous_signed_in_at = signed_in_at, signed_in_at = ? WHERE id = ?",
    ).run(now, userId);
  }
  // Now and then forget tokens that can no longer even be refreshed.
  if (++issued % 500 === 0) {
    await prep(ctx.db, "DELETE FROM tokens WHERE expires_at < ? OR session_started_at < ?").run(
      now - ctx.config.refreshGraceSec * 1000,
      now - ctx.config.sessionLifetimeMs,
    );
  }
  const expiresAt = Math.min(
    now + ctx.config.accessTokenTtlSec * 1000,
    s.startedAt + ctx.config.sessionLifetimeMs,
  );
  await prep(
    ctx.db,
    `INSERT INTO tokens (token_hash, user_id, tenant_id, expires_at, created_at, session_id, session_started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(sha256(token), userId, tenantId, expiresAt, now, s.id, s.startedAt);
  return { token, expiresAt: new Date(expiresAt).toISOString() };
}

/** Token status column: active, revoked by logout (401), or replaced by a refresh (402). */
export const TokenStatus = { Active: 0, Revoked: 1, Replaced: 2 } as const;

type SessionsEnded = (sessionIds: string[]) => void;
const endListeners = new WeakMap<Db, SessionsEnded[]>();

/** Called with the ids of sessions that logout or a password change ended (chat closes sockets). */
export function onSessionsEnded(db: Db, fn: SessionsEnded): void {
  endListeners.set(db, [...(endListeners.get(db) ?? []), fn]);
}

type PasswordChanged = (userId: number) => Promise<void> | void;
const passwordListeners = new WeakMap<Db, PasswordChanged[]>();

/** Called after a member's login password changed (the money module ends game access). */
export function onPasswordChanged(db: Db, fn: PasswordChanged): void {
  passwordListeners.set(db, [...(passwordListeners.get(db) ?? []), fn]);
}

export async function passwordChanged(db: Db, userId: number): Promise<void> {
  for (const fn of passwordListeners.get(db) ?? []) await fn(userId);
}

async function endSessions(db: Db, sessionIds: string[]): Promise<void> {
  if (!sessionIds.length) return;
  const revoke = prep(db, "UPDATE tokens SET revoked = ? WHERE session_id = ?");
  await db.tx(async () => {
    for (const id of sessionIds) await revoke.run(TokenStatus.Revoked, id);
  });
  for (const fn of endListeners.get(db) ?? []) fn(sessionIds);
}

/** Logout: every token of the token's session (rotated ones too) is dead at once. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  const session = await prepPluck<[string], string>(
    db,
    "SELECT session_id FROM tokens WHERE token_hash = ?",
  ).get(sha256(token));
  if (session) await endSessions(db, [session]);
}

/**
 * How long a replaced token still answers 402 (never 401) and may be refreshed again: a request in
 * flight during the refresh retries with the new token, and a second tab of the same browser that
 * refreshes at the same moment is not logged out. After that the old token is dead (401).
 */
export const REFRESH_REUSE_MS = 30_000;

async function replaceToken(ctx: PlatformContext, token: string): Promise<void> {
  await prep(
    ctx.db,
    "UPDATE tokens SET revoked = ?, replaced_at = COALESCE(replaced_at, ?) WHERE token_hash = ? AND revoked != ?",
  ).run(TokenStatus.Replaced, ctx.now(), sha256(token), TokenStatus.Revoked);
}

/**
 * A refresh: the token is replaced by its one successor. The successor is derived from the token
 * (an HMAC under a server-only key), so every refresh of one token within its window (a second
 * tab, a retried request, a thief racing the owner) gets the same new token back, never a second
 * live one.
 */
export async function rotateToken(ctx: PlatformContext, token: string, member: Member) {
  const next = keyedHash(ctx.db, "token-successor", token);
  return ctx.db.tx(async () => {
    await replaceToken(ctx, token);
    const expiresAt = await prepPluck<[string], number>(
      ctx.db,
      "SELECT expires_at FROM tokens WHERE token_hash = ?",
    ).get(sha256(next));
    if (expiresAt !== undefined) {
      return { token: next, expiresAt: new Date(expiresAt).toISOString() };
    }
    return issueToken(ctx, member.id, member.tenantId, member.session, next);
  });
}

/** Logs the member out everywhere except the session of `keepToken`. */
export async function revokeOtherTokens(db: Db, userId: number, keepToken: string): Promise<void> {
  const keep = await prepPluck<[string], string>(
    db,
    "SELECT session_id FROM tokens WHERE token_hash = ?",
  ).get(sha256(keepToken));
  const others = await prepPluck<[number, number, string | null], string>(
    db,
    "SELECT DISTINCT session_id FROM tokens WHERE user_id = ? AND revoked != ? AND session_id IS DISTINCT FROM ?",
  ).all(userId, TokenStatus.Revoked, keep ?? null);
  await endSessions(db, others);
}

/** True while a session has a live token (not logged out, within its absolute lifetime). */
export async function sessionAlive(
  ctx: PlatformContext,
  sessionId: string,
  now: number,
): Promise<boolean> {
  const row = await prep(
    ctx.db,
    "SELECT 1 FROM tokens WHERE session_id = ? AND revoked != ? AND session_started_at > ? LIMIT 1",
  ).get(sessionId, TokenStatus.Revoked, now - ctx.config.sessionLifetimeMs);
  return row !== undefined;
}

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== "string") return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(h.trim());
  return m?.[1] ?? null;
}

interface TokenRow {
  user_id: number;
  tenant_id: number;
  expires_at: number;
  revoked: number;
  replaced_at: number | null;
  session_id: string;
  session_started_at: number;
  user_name: string;
  totp_enabled: number;
}

/** The one look-up of a request's token (a member call makes it once: tests count it). */
export const TOKEN_LOOKUP_SQL = `SELECT t.user_id, t.tenant_id, t.expires_at, t.revoked, t.replaced_at, t.session_id, t.session_started_at, u.user_name, u.totp_enabled
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`;

function lookup(db: Db, hash: string): Promise<TokenRow | undefined> {
  return prep<[string], TokenRow>(db, TOKEN_LOOKUP_SQL).get(hash);
}

export type TokenState =
  | { state: "none" | "unknown" | "dead" }
  | { state: "valid" | "grace"; member: Member }
  /** Refreshed already: 402 on member calls; `refreshable` for a few seconds (other tabs). */
  | { state: "replaced"; member: Member; refreshable: boolean };

/** Classifies the request's bearer token: valid, in the 402 grace window, dead or unknown. */
export async function tokenState(req: FastifyRequest): Promise<TokenState> {
  const token = bearerOf(req);
  if (!token) return { state: "none" };
  const ctx = req.server.platform;
  const row = await lookup(ctx.db, sha256(token));
  if (!row || row.revoked === TokenStatus.Revoked || row.tenant_id !== tenantOf(req).id) {
    return { state: "unknown" };
  }
  const member: Member = {
    id: row.user_id,
    tenantId: row.tenant_id,
    userName: row.user_name,
    twoFactorEnabled: row.totp_enabled === 1,
    session: { id: row.session_id, startedAt: row.session_started_at },
  };
  const now = ctx.now();
  // Past the session's absolute lifetime nothing helps: log in again.
  if (now >= row.session_started_at + ctx.config.sessionLifetimeMs) return { state: "dead" };
  const inGrace = now < row.expires_at + ctx.config.refreshGraceSec * 1000;
  // A refreshed token answers 402 (never 401) for a few seconds only: a request that was in
  // flight during the refresh makes the client retry with the new token instead of logging out.
  if (row.revoked === TokenStatus.Replaced) {
    const recent = now - (row.replaced_at ?? 0) < REFRESH_REUSE_MS;
    return recent && inGrace ? { state: "replaced", member, refreshable: true } : { state: "dead" };
  }
  if (now < row.expires_at) return { state: "valid", member };
  if (inGrace) return { state: "grace", member };
  return { state: "dead" };
}

/** The logged-in member of this request, or a 401/402 ApiFailure per docs/product.md §8. */
export async function requireMember(req: FastifyRequest): Promise<Member> {
  const t = await tokenState(req);
  if (t.state === "valid") return t.member;
  if (t.state === "grace" || t.state === "replaced") {
    fail(402, say(req, "Session expired, refreshing"), AuthError.TokenExpired);
  }
  return fail(
    401,
    say(req, "Login expired or logged in on another device, please log in again"),
    AuthError.Unauthorized,
  );
}

// Helpers called without a request (verifyMemberTotp, verifyWithdrawalPassword) use the context
// the core module was registered with.
let boundCtx: PlatformContext | null = null;
export function bindAuthContext(ctx: PlatformContext): void {
  boundCtx = ctx;
}
export function boundContext(): PlatformContext | null {
  return boundCtx;
}
