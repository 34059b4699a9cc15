// Member authentication: password hashing, access tokens and the helpers other modules use
// (requireMember, optionalMember, verifyMemberTotp, verifyWithdrawalPassword). Owned by core.
//
// Tokens: random 32 bytes (base64url) sent as `Authorization: Bearer …`, stored as sha256. A token
// is valid for config.accessTokenTtlSec; after that, within config.refreshGraceSec, member calls
// answer 402 (the client refreshes via POST /api/vipuser/RefreshToken); beyond, or unknown: 401.
import type { FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import { verifySync } from "otplib";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { fail, say } from "../../http/envelope.ts";
import { AuthError } from "../../../src/api/contract/auth.ts";
import { checkPassword, checkPasswordAsync, hashPassword, hashPasswordAsync } from "./passwords.ts";
import { tenantOf } from "./tenants.ts";

export interface Member {
  id: number;
  tenantId: number;
  userName: string;
  twoFactorEnabled: boolean;
}

// Password hashing lives in passwords.ts; re-exported for the modules that import it from here.
export { checkPassword, checkPasswordAsync, hashPassword, hashPasswordAsync };

// ---- tokens ----

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");

let issued = 0;

export function issueToken(ctx: PlatformContext, userId: number, tenantId: number) {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  // Now and then forget tokens that can no longer even be refreshed.
  if (++issued % 500 === 0) {
    ctx.db
      .prepare("DELETE FROM tokens WHERE expires_at < ?")
      .run(now - ctx.config.refreshGraceSec * 1000);
  }
  const expiresAt = now + ctx.config.accessTokenTtlSec * 1000;
  ctx.db
    .prepare(
      "INSERT INTO tokens (token_hash, user_id, tenant_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .run(sha256(token), userId, tenantId, expiresAt, now);
  return { token, expiresAt: new Date(expiresAt).toISOString() };
}

/** Token status column: active, revoked by logout (401), or replaced by a refresh (402). */
export const TokenStatus = { Active: 0, Revoked: 1, Replaced: 2 } as const;

export function revokeToken(db: Db, token: string): void {
  db.prepare("UPDATE tokens SET revoked = ? WHERE token_hash = ?").run(
    TokenStatus.Revoked,
    sha256(token),
  );
}

/**
 * How long a replaced token may still be refreshed: two tabs of one browser share the token and
 * may both refresh it at once; the slower one must not be logged out.
 */
export const REFRESH_REUSE_MS = 30_000;

export function replaceToken(ctx: PlatformContext, token: string): void {
  ctx.db
    .prepare(
      "UPDATE tokens SET revoked = ?, replaced_at = COALESCE(replaced_at, ?) WHERE token_hash = ?",
    )
    .run(TokenStatus.Replaced, ctx.now(), sha256(token));
}

/** Logs the member out everywhere except the session of `keepToken`. */
export function revokeOtherTokens(db: Db, userId: number, keepToken: string): void {
  db.prepare("UPDATE tokens SET revoked = 1 WHERE user_id = ? AND token_hash != ?").run(
    userId,
    sha256(keepToken),
  );
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
  user_name: string;
  totp_enabled: number;
}

const lookups = new WeakMap<Db, (hash: string) => TokenRow | undefined>();
function lookup(db: Db, hash: string): TokenRow | undefined {
  let fn = lookups.get(db);
  if (!fn) {
    const stmt = db.prepare(
      `SELECT t.user_id, t.tenant_id, t.expires_at, t.revoked, t.replaced_at, u.user_name, u.totp_enabled
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    );
    fn = (h) => stmt.get(h) as TokenRow | undefined;
    lookups.set(db, fn);
  }
  return fn(hash);
}

export type TokenState =
  | { state: "none" | "unknown" | "dead" }
  | { state: "valid" | "grace"; member: Member }
  /** Refreshed already: 402 on member calls; `refreshable` for a few seconds (other tabs). */
  | { state: "replaced"; member: Member; refreshable: boolean };

/** Classifies the request's bearer token: valid, in the 402 grace window, dead or unknown. */
export function tokenState(req: FastifyRequest): TokenState {
  const token = bearerOf(req);
  if (!token) return { state: "none" };
  const ctx = req.server.platform;
  const row = lookup(ctx.db, sha256(token));
  if (!row || row.revoked === TokenStatus.Revoked || row.tenant_id !== tenantOf(req).id) {
    return { state: "unknown" };
  }
  const member: Member = {
    id: row.user_id,
    tenantId: row.tenant_id,
    userName: row.user_name,
    twoFactorEnabled: row.totp_enabled === 1,
  };
  const now = ctx.now();
  const inGrace = now < row.expires_at + ctx.config.refreshGraceSec * 1000;
  // A refreshed token keeps answering 402 (never 401) while its grace lasts: a request that was
  // in flight during the refresh makes the client retry with the new token instead of logging out.
  if (row.revoked === TokenStatus.Replaced) {
    const refreshable = now - (row.replaced_at ?? 0) < REFRESH_REUSE_MS;
    return inGrace ? { state: "replaced", member, refreshable } : { state: "dead" };
  }
  if (now < row.expires_at) return { state: "valid", member };
  if (inGrace) return { state: "grace", member };
  return { state: "dead" };
}

/** The logged-in member of this request, or a 401/402 ApiFailure per spec §8. */
export function requireMember(req: FastifyRequest): Member {
  const t = tokenState(req);
  if (t.state === "valid") return t.member;
  if (t.state === "grace" || t.state === "replaced") {
    fail(
      402,
      say(req, "Session expired, refreshing", "登录已过期，正在刷新"),
      AuthError.TokenExpired,
    );
  }
  return fail(
    401,
    say(
      req,
      "Login expired or logged in on another device, please log in again",
      "登录已过期或已在其他设备登录，请重新登录",
    ),
    AuthError.Unauthorized,
  );
}

/** The member when a valid token is sent, else null (guests). */
export function optionalMember(req: FastifyRequest): Member | null {
  const t = tokenState(req);
  return t.state === "valid" ? t.member : null;
}

// ---- second factors ----

// verifyMemberTotp has no request; the core module binds the context it was registered with.
let boundCtx: PlatformContext | null = null;
export function bindAuthContext(ctx: PlatformContext): void {
  boundCtx = ctx;
}

/** True when `code` is a current code of the base32 secret (±1 step of 30 s). */
export function checkTotp(secret: string, code: string | undefined, nowMs: number): boolean {
  if (!code || !/^\d{6}$/.test(code)) return false;
  try {
    return verifySync({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: 30 })
      .valid;
  } catch {
    return false;
  }
}

/** True when the member has no 2FA, or the code is a valid current TOTP code. */
export function verifyMemberTotp(
  userId: number,
  code: string | undefined,
  ctx: PlatformContext | null = boundCtx,
): boolean {
  if (!ctx) throw new Error("verifyMemberTotp: core module not registered");
  const row = ctx.db
    .prepare("SELECT totp_secret, totp_enabled FROM users WHERE id = ?")
    .get(userId) as { totp_secret: string | null; totp_enabled: number } | undefined;
  if (!row) return false;
  if (row.totp_enabled !== 1 || !row.totp_secret) return true;
  return checkTotp(row.totp_secret, code, ctx.now());
}

/** False when no withdrawal password is set or it does not match (money module: withdrawals). */
export function verifyWithdrawalPassword(
  userId: number,
  password: string,
  ctx: PlatformContext | null = boundCtx,
): boolean {
  if (!ctx) throw new Error("verifyWithdrawalPassword: core module not registered");
  const row = ctx.db.prepare("SELECT withdrawal_hash FROM users WHERE id = ?").get(userId) as
    { withdrawal_hash: string | null } | undefined;
  return checkPassword(password, row?.withdrawal_hash);
}
