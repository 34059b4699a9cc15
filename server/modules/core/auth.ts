// Member authentication: password hashing, access tokens and the helpers other modules use
// (requireMember, optionalMember, verifyMemberTotp, verifyWithdrawalPassword). Owned by core.
//
// Tokens: random 32 bytes (base64url) sent as `Authorization: Bearer …`, stored as sha256. A token
// is valid for config.accessTokenTtlSec; after that, within config.refreshGraceSec, member calls
// answer 402 (the client refreshes via POST /api/vipuser/RefreshToken); beyond, or unknown: 401.
import type { FastifyRequest } from "fastify";
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { generateSync } from "otplib";
import type { PlatformContext } from "../../context.ts";
import { serverConfig } from "../../config.ts";
import type { Db } from "../../db/db.ts";
import { fail, say } from "../../http/envelope.ts";
import { AuthError } from "../../../src/api/contract/auth.ts";
import { CODE_RE } from "../../../src/api/contract/rules.ts";
import { checkPassword, checkPasswordAsync, hashPassword, hashPasswordAsync } from "./passwords.ts";
import type { PasskeyAssertion } from "../../../src/api/contract/passkeys.ts";
import { requirePasskeyProof } from "./passkeys.ts";
import { reserveSecret, type SecretKind } from "./rate-limit.ts";
import { serverKey } from "./server-secret.ts";
import { tenantOf } from "./tenants.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export interface Member {
  id: number;
  tenantId: number;
  userName: string;
  twoFactorEnabled: boolean;
  /** The login session of the request's token (absent for members not from a request). */
  session?: Session;
}

// Password hashing lives in passwords.ts; re-exported for the modules that import it from here.
export { checkPassword, checkPasswordAsync, hashPassword, hashPasswordAsync };

// ---- tokens and sessions ----

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");

/**
 * A login opens a session; refresh rotates its token but never extends it past this absolute
 * lifetime from the login (PLAYFRONT_SESSION_DAYS overrides the 30 days).
 */
/** A session's absolute lifetime, read at each use: the configuration of the current start. */
export const sessionLifetimeMs = () => serverConfig().PLAYFRONT_SESSION_DAYS * 24 * 3600_000;

export interface Session {
  id: string;
  startedAt: number;
}

let issued = 0;

/** A new token; without `session` a new session starts (a login), with it the token rotates. */
export function issueToken(
  ctx: PlatformContext,
  userId: number,
  tenantId: number,
  session?: Session,
) {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  const s = session ?? { id: randomBytes(16).toString("base64url"), startedAt: now };
  // Now and then forget tokens that can no longer even be refreshed.
  if (++issued % 500 === 0) {
    prep(ctx.db, "DELETE FROM tokens WHERE expires_at < ? OR session_started_at < ?").run(
      now - ctx.config.refreshGraceSec * 1000,
      now - sessionLifetimeMs(),
    );
  }
  const expiresAt = Math.min(
    now + ctx.config.accessTokenTtlSec * 1000,
    s.startedAt + sessionLifetimeMs(),
  );
  prep(
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

type PasswordChanged = (userId: number) => void;
const passwordListeners = new WeakMap<Db, PasswordChanged[]>();

/** Called after a member's login password changed (the money module ends game access). */
export function onPasswordChanged(db: Db, fn: PasswordChanged): void {
  passwordListeners.set(db, [...(passwordListeners.get(db) ?? []), fn]);
}

export function passwordChanged(db: Db, userId: number): void {
  for (const fn of passwordListeners.get(db) ?? []) fn(userId);
}

function endSessions(db: Db, sessionIds: string[]): void {
  if (!sessionIds.length) return;
  const revoke = prep(db, "UPDATE tokens SET revoked = ? WHERE session_id = ?");
  db.transaction(() => {
    for (const id of sessionIds) revoke.run(TokenStatus.Revoked, id);
  })();
  for (const fn of endListeners.get(db) ?? []) fn(sessionIds);
}

/** Logout: every token of the token's session (rotated ones too) is dead at once. */
export function revokeToken(db: Db, token: string): void {
  const session = prepPluck<[string], string>(
    db,
    "SELECT session_id FROM tokens WHERE token_hash = ?",
  ).get(sha256(token));
  if (session) endSessions(db, [session]);
}

/**
 * How long a replaced token still answers 402 (never 401) and may be refreshed again: a request in
 * flight during the refresh retries with the new token, and a second tab of the same browser that
 * refreshes at the same moment is not logged out. After that the old token is dead (401).
 */
export const REFRESH_REUSE_MS = 30_000;

export function replaceToken(ctx: PlatformContext, token: string): void {
  prep(
    ctx.db,
    "UPDATE tokens SET revoked = ?, replaced_at = COALESCE(replaced_at, ?) WHERE token_hash = ? AND revoked != ?",
  ).run(TokenStatus.Replaced, ctx.now(), sha256(token), TokenStatus.Revoked);
}

/** Logs the member out everywhere except the session of `keepToken`. */
export function revokeOtherTokens(db: Db, userId: number, keepToken: string): void {
  const keep = prepPluck<[string], string>(
    db,
    "SELECT session_id FROM tokens WHERE token_hash = ?",
  ).get(sha256(keepToken));
  const others = prepPluck<[number, number, string | null], string>(
    db,
    "SELECT DISTINCT session_id FROM tokens WHERE user_id = ? AND revoked != ? AND session_id IS NOT ?",
  ).all(userId, TokenStatus.Revoked, keep ?? null);
  endSessions(db, others);
}

/** True while a session has a live token (not logged out, within its absolute lifetime). */
export function sessionAlive(db: Db, sessionId: string, now: number): boolean {
  return !!prep(
    db,
    "SELECT 1 FROM tokens WHERE session_id = ? AND revoked != ? AND session_started_at > ? LIMIT 1",
  ).get(sessionId, TokenStatus.Revoked, now - sessionLifetimeMs());
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

const lookups = new WeakMap<Db, (hash: string) => TokenRow | undefined>();
function lookup(db: Db, hash: string): TokenRow | undefined {
  let fn = lookups.get(db);
  if (!fn) {
    const stmt = prep<[string], TokenRow>(
      db,
      `SELECT t.user_id, t.tenant_id, t.expires_at, t.revoked, t.replaced_at, t.session_id, t.session_started_at, u.user_name, u.totp_enabled
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    );
    fn = (h) => stmt.get(h);
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
    session: { id: row.session_id, startedAt: row.session_started_at },
  };
  const now = ctx.now();
  // Past the session's absolute lifetime nothing helps: log in again.
  if (now >= row.session_started_at + sessionLifetimeMs()) return { state: "dead" };
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

/** The logged-in member of this request, or a 401/402 ApiFailure per spec §8. */
export function requireMember(req: FastifyRequest): Member {
  const t = tokenState(req);
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

// TOTP secrets are stored sealed (AES-256-GCM under the server-only key "totp-at-rest"); rows
// written before issue 18 hold them in plain text until the core module seals them at start.
const SEALED = "enc:v1:";

export function sealTotpSecret(db: Db, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", serverKey(db, "totp-at-rest"), iv);
  const ct = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return SEALED + [iv, tag, ct].map((b) => b.toString("base64url")).join(".");
}

/** The base32 secret of a stored value (sealed, or plain from before sealing); null if unreadable. */
export function openTotpSecret(db: Db, stored: string | null): string | null {
  if (!stored) return null;
  if (!stored.startsWith(SEALED)) return stored;
  try {
    const [iv, tag, ct] = stored
      .slice(SEALED.length)
      .split(".")
      .map((p) => Buffer.from(p, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", serverKey(db, "totp-at-rest"), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ct!), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Seals the TOTP secrets still stored in plain text (run once at start). */
export function sealPlainTotpSecrets(db: Db): void {
  const rows = prep<[], { id: number; totp_secret: string | null; totp_pending: string | null }>(
    db,
    `SELECT id, totp_secret, totp_pending FROM users
       WHERE (totp_secret IS NOT NULL AND totp_secret NOT LIKE 'enc:v1:%')
          OR (totp_pending IS NOT NULL AND totp_pending NOT LIKE 'enc:v1:%')`,
  ).all();
  const update = prep(db, "UPDATE users SET totp_secret = ?, totp_pending = ? WHERE id = ?");
  const seal = (v: string | null) => (v && !v.startsWith(SEALED) ? sealTotpSecret(db, v) : v);
  db.transaction(() => {
    for (const r of rows) update.run(seal(r.totp_secret), seal(r.totp_pending), r.id);
  })();
}

const TOTP_STEP_MS = 30_000;

/** The 30 s time step whose code `code` is (the current one, or one either side), else null. */
export function totpStep(secret: string | null, code: string | undefined, nowMs: number) {
  if (!secret || !code || !CODE_RE.test(code)) return null;
  const step = Math.floor(nowMs / TOTP_STEP_MS);
  for (const s of [step, step - 1, step + 1]) {
    let expected: string;
    try {
      expected = generateSync({ secret, epoch: (s * TOTP_STEP_MS) / 1000 });
    } catch {
      return null;
    }
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) return s;
  }
  return null;
}

/** True when `code` is a current code of the base32 secret (±1 step of 30 s). */
export function checkTotp(secret: string | null, code: string | undefined, nowMs: number): boolean {
  return totpStep(secret, code, nowMs) !== null;
}

/**
 * Accepts a member's code once: its time step must be later than the last accepted one, and
 * becomes the last accepted one (a code seen on a screen or a wire cannot be replayed).
 */
export function acceptTotp(
  ctx: PlatformContext,
  userId: number,
  storedSecret: string | null,
  code: string | undefined,
): boolean {
  const step = totpStep(openTotpSecret(ctx.db, storedSecret), code, ctx.now());
  if (step === null) return false;
  return (
    prep(
      ctx.db,
      "UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
    ).run(step, userId, step).changes === 1
  );
}

/** True when the member has no 2FA, or the code is a valid current TOTP code not used before. */
export function verifyMemberTotp(
  userId: number,
  code: string | undefined,
  ctx: PlatformContext | null = boundCtx,
): boolean {
  if (!ctx) throw new Error("verifyMemberTotp: core module not registered");
  const row = prep<[number], { totp_secret: string | null; totp_enabled: number }>(
    ctx.db,
    "SELECT totp_secret, totp_enabled FROM users WHERE id = ?",
  ).get(userId);
  if (!row) return false;
  if (row.totp_enabled !== 1 || !row.totp_secret) return true;
  return acceptTotp(ctx, userId, row.totp_secret, code);
}

/** True when the member has two-factor on (a withdrawal must then carry a code). */
export function twoFactorOn(ctx: PlatformContext, userId: number): boolean {
  return prepPluck(ctx.db, "SELECT totp_enabled FROM users WHERE id = ?").get(userId) === 1;
}

// ---- guessing guards ----

/** The 429 of a used-up secret limit. */
export function tooManyAttempts(req: FastifyRequest): never {
  return fail(429, say(req, "Too many wrong attempts, try again later"));
}

/**
 * Checks a member's secret under its limit (rate-limit.ts): the attempt is reserved before
 * `check` runs (429 when none is left) and counts as a failure unless `check` says true.
 */
export async function guardedCheck(
  req: FastifyRequest,
  userId: number,
  kind: SecretKind,
  check: () => boolean | Promise<boolean>,
): Promise<boolean> {
  const r = reserveSecret(req.server.platform, userId, kind);
  if (!r) return tooManyAttempts(req);
  let good: boolean;
  try {
    good = await check();
  } catch (e) {
    r.release();
    throw e;
  }
  if (good) r.release();
  return good;
}

/** What re-authenticates a sensitive change (issue 18 item 6), sent in the same request's body. */
export interface ReauthProof {
  passWord?: string | undefined;
  code?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
}

/**
 * Re-authentication of a sensitive change made with a session (binding a payout card, changing
 * phone or email): the login password, or a current authenticator code when the member has 2FA
 * on (accepted once, like every code). The attempt is reserved under the member's password or
 * TOTP limit before the check runs (5 wrong per 10 minutes, then 429), so a burst is evaluated at
 * most up to the limit. Missing → 403 `reauthentication-required`; wrong → 422 naming the field.
 * Call it before anything changes: a refusal throws.
 */
export async function requireReauth(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
  proof: ReauthProof,
): Promise<void> {
  // One of the member's passkeys answers for the member whether 2FA is on or off.
  if (proof.passkey) return requirePasskeyProof(req, ctx, requireMember(req), proof.passkey);
  const row = prep<
    [number],
    { password_hash: string; totp_secret: string | null; totp_enabled: number }
  >(ctx.db, "SELECT password_hash, totp_secret, totp_enabled FROM users WHERE id = ?").get(userId);
  if (!row) return fail(401, say(req, "Login expired, please log in again"));
  if (row.totp_enabled === 1 && row.totp_secret) {
    const { code } = proof;
    if (!code) {
      fail(403, say(req, "Enter your authenticator code to confirm"), "reauthentication-required");
    }
    const secret = row.totp_secret;
    if (!(await guardedCheck(req, userId, "totp", () => acceptTotp(ctx, userId, secret, code)))) {
      const msg = say(req, "Wrong authenticator code");
      fail(422, msg, { code: [msg] });
    }
    return;
  }
  const { passWord } = proof;
  if (!passWord) {
    fail(403, say(req, "Enter your login password to confirm"), "reauthentication-required");
  }
  const hash = row.password_hash;
  if (!(await guardedCheck(req, userId, "password", () => checkPasswordAsync(passWord, hash)))) {
    const msg = say(req, "The login password is wrong");
    fail(422, msg, { passWord: [msg] });
  }
}

/** False when no withdrawal password is set or it does not match (money module: withdrawals). */
export function verifyWithdrawalPassword(
  userId: number,
  password: string,
  ctx: PlatformContext | null = boundCtx,
): boolean {
  if (!ctx) throw new Error("verifyWithdrawalPassword: core module not registered");
  const row = prep<[number], { withdrawal_hash: string | null }>(
    ctx.db,
    "SELECT withdrawal_hash FROM users WHERE id = ?",
  ).get(userId);
  return checkPassword(password, row?.withdrawal_hash);
}
