// Service agents: a principal of their own (docs/desk.md, server/SECURITY.md "The service desk").
// An agent signs in with a password and, when the operator gave them one, an authenticator code;
// the token opens the desk's calls only. Members' tokens live in `tokens`, agents' in
// `desk_sessions`: neither lookup reads the other table, so a token of one kind is unknown to the
// other side. The password and TOTP checks are the members' own (passwords.ts, totp.ts).
import type { FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { prep } from "../../db/sql.ts";
import { fail, say } from "../../http/envelope.ts";
import { clientAddress } from "../../http/budget.ts";
import { AuthError } from "../../../src/api/contract/auth.ts";
import type { DeskAgent, DeskRole } from "../../../src/api/contract/desk.ts";
import { bearerOf } from "../core/auth.ts";
import { checkPasswordAsync, hashPassword } from "../core/passwords.ts";
import {
  clearLimit,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USER,
  LOGIN_WINDOW_MS,
  reserve,
  reserveOrBlocker,
  SECRET_FAILURES,
  SECRET_WINDOW_MS,
  type Limit,
} from "../core/rate-limit.ts";
import { tenantOf } from "../core/tenants.ts";
import { openTotpSecret, totpStep } from "../core/totp.ts";

/** One shift: a desk session ends this long after sign-in and is not refreshed. */
export const DESK_SESSION_MS = 12 * 3600_000;

export interface Agent extends DeskAgent {
  tenantId: number;
  sessionId: string;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");

interface AgentRow {
  id: number;
  tenant_id: number;
  user_name: string;
  display_name: string;
  role: DeskRole;
  password_hash: string;
  totp_secret: string | null;
  disabled: number;
}

export const agentView = (r: Pick<AgentRow, "id" | "user_name" | "display_name" | "role">) => ({
  id: r.id,
  userName: r.user_name,
  name: r.display_name,
  role: r.role,
});

/** Failed desk sign-ins of one address, password or passkey alike. */
export const deskLoginIpLimit = (ip: string): Limit => ({
  key: `desk-login-ip|${ip}`,
  max: LOGIN_FAILURES_PER_IP,
  windowMs: LOGIN_WINDOW_MS,
});

function loginLimits(tenantId: number, ip: string, userName: string): Limit[] {
  const name = userName.toLowerCase();
  return [
    {
      key: `desk-login|${tenantId}|${ip}|${name}`,
      max: LOGIN_FAILURES_PER_USER,
      windowMs: LOGIN_WINDOW_MS,
    },
    deskLoginIpLimit(ip),
    {
      key: `desk-login-account|${tenantId}|${name}`,
      max: LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: LOGIN_WINDOW_MS,
    },
  ];
}

let dummyHash = "";
const dummy = (n: number) => (dummyHash ||= hashPassword("timing-equaliser-0", n));

/** Checks an agent's code once per time step (a code seen on a screen cannot be replayed). */
async function acceptAgentTotp(
  ctx: PlatformContext,
  row: AgentRow,
  code: string | undefined,
): Promise<boolean> {
  const step = totpStep(openTotpSecret(ctx.db, row.totp_secret), code, ctx.now());
  if (step === null) return false;
  return (
    (
      await prep(
        ctx.db,
        "UPDATE desk_agents SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
      ).run(step, row.id, step)
    ).changes === 1
  );
}

/** Password, then the authenticator code when the agent has one: a new desk session. */
export async function signIn(
  req: FastifyRequest,
  ctx: PlatformContext,
  body: { userName: string; passWord: string; code?: string | undefined },
): Promise<{ token: string; expiresAt: number; agent: DeskAgent }> {
  const t = tenantOf(req);
  const limits = loginLimits(t.id, clientAddress(req), body.userName);
  const reservation = await reserveOrBlocker(ctx, limits);
  if ("blocker" in reservation) {
    return fail(429, say(req, "Too many attempts, try again in a minute"));
  }
  const row = await prep<[number, string], AgentRow>(
    ctx.db,
    "SELECT * FROM desk_agents WHERE tenant_id = ? AND user_name_lc = ? AND disabled = 0",
  ).get(t.id, body.userName.toLowerCase());
  const good = await checkPasswordAsync(
    body.passWord,
    row?.password_hash ?? dummy(ctx.config.scryptN),
  );
  if (!row || !good) {
    return fail(422, say(req, "Wrong username or password"), AuthError.BadCredentials);
  }
  await reservation.release();
  await clearLimit(ctx, limits[0]!.key);
  if (row.totp_secret) {
    if (!body.code) {
      fail(403, say(req, "Enter the code of your authenticator"), AuthError.TwoFactorRequired);
    }
    const guess = await reserve(ctx, [
      { key: `desk-totp|${row.id}`, max: SECRET_FAILURES, windowMs: SECRET_WINDOW_MS },
    ]);
    if (!guess) return fail(429, say(req, "Too many attempts, try again in a minute"));
    // A wrong code keeps its reservation: it is the failure counted.
    if (!(await acceptAgentTotp(ctx, row, body.code))) {
      return fail(422, say(req, "Wrong authenticator code"), AuthError.TwoFactorInvalid);
    }
    await guess.release();
  }
  return openDeskSession(ctx, row, t.id);
}

/** A new desk session of the await agent (one shift), after a password and code or a passkey. */
export async function openDeskSession(
  ctx: PlatformContext,
  agent: Pick<AgentRow, "id" | "user_name" | "display_name" | "role">,
  tenantId: number,
): Promise<{ token: string; expiresAt: number; agent: DeskAgent }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = ctx.now() + DESK_SESSION_MS;
  await prep(
    ctx.db,
    `INSERT INTO desk_sessions (token_hash, session_id, agent_id, tenant_id, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    sha256(token),
    `desk-${randomBytes(16).toString("base64url")}`,
    agent.id,
    tenantId,
    expiresAt,
  );
  return { token, expiresAt, agent: agentView(agent) };
}

/** Ends the session of the request's token (sign-out); the session's sockets close. */
export async function signOut(req: FastifyRequest, ctx: PlatformContext): Promise<string | null> {
  const token = bearerOf(req);
  if (!token) return null;
  return (
    (
      await prep<[string], { session_id: string }>(
        ctx.db,
        "UPDATE desk_sessions SET revoked = 1 WHERE token_hash = ? RETURNING session_id",
      ).get(sha256(token))
    )?.session_id ?? null
  );
}

interface SessionRow {
  session_id: string;
  agent_id: number;
  tenant_id: number;
  user_name: string;
  display_name: string;
  role: DeskRole;
}

async function liveSession(db: Db, hash: string, now: number): Promise<SessionRow | undefined> {
  return await prep<[string, number], SessionRow>(
    db,
    `SELECT s.session_id, s.agent_id, s.tenant_id, a.user_name, a.display_name, a.role
     FROM desk_sessions s JOIN desk_agents a ON a.id = s.agent_id
     WHERE s.token_hash = ? AND s.revoked = 0 AND s.expires_at > ? AND a.disabled = 0`,
  ).get(hash, now);
}

/** True while a desk session is signed in (its socket tickets are worth something). */
export async function deskSessionAlive(
  ctx: PlatformContext,
  sessionId: string,
  now: number,
): Promise<boolean> {
  return !!(await prep(
    ctx.db,
    `SELECT 1 FROM desk_sessions s JOIN desk_agents a ON a.id = s.agent_id
     WHERE s.session_id = ? AND s.revoked = 0 AND s.expires_at > ? AND a.disabled = 0`,
  ).get(sessionId, now));
}

/**
 * The agent of this request, signed in on this tenant's host; else 401. Every desk call but
 * sign-in and sign-out starts here (routes.ts registers them through `deskRoute`).
 */
export async function requireAgent(req: FastifyRequest): Promise<Agent> {
  const token = bearerOf(req);
  const ctx = req.server.platform;
  const row = token ? await liveSession(ctx.db, sha256(token), ctx.now()) : undefined;
  if (!row || row.tenant_id !== tenantOf(req).id) {
    return fail(401, say(req, "Please sign in to the desk"), AuthError.Unauthorized);
  }
  return {
    id: row.agent_id,
    userName: row.user_name,
    name: row.display_name,
    role: row.role,
    tenantId: row.tenant_id,
    sessionId: row.session_id,
  };
}
