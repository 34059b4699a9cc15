// Guessing guards and re-authentication: every secret a member types is counted before it is
// checked, and a sensitive change carries its own proof (password, code or passkey).
import type { FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, say } from "../../http/envelope.ts";
import { checkPassword, checkPasswordAsync } from "./passwords.ts";
import type { PasskeyAssertion } from "../../../src/api/contract/passkeys.ts";
import type { ProofFor } from "../../../src/api/contract/reauth.ts";
import { reserveSecret, type SecretKind } from "./rate-limit.ts";
import type { Db } from "../../db/db.ts";
import { prep } from "../../db/sql.ts";
import type { Member } from "./auth.ts";
import { boundContext, requireMember } from "./auth.ts";
import { acceptTotp } from "./totp.ts";

/** Checks a passkey assertion as a proof; refuses (throws) when it is not one. */
export type PasskeyProof = (
  req: FastifyRequest,
  ctx: PlatformContext,
  m: Member,
  assertion: PasskeyAssertion,
  proof: ProofFor,
) => Promise<void>;
const passkeyProofs = new WeakMap<Db, PasskeyProof>();

/**
 * The passkey routes hand their proof check here at start: passkeys use re-authentication (adding
 * one needs it) and re-authentication uses passkeys, so one of the two directions is a seam.
 */
export function usePasskeyProof(db: Db, check: PasskeyProof): void {
  passkeyProofs.set(db, check);
}

function passkeyProof(ctx: PlatformContext): PasskeyProof {
  const check = passkeyProofs.get(ctx.db);
  if (!check) throw new Error("passkey routes not registered (registerPasskeyRoutes)");
  return check;
}

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
  const r = await reserveSecret(req.server.platform, userId, kind);
  if (!r) return tooManyAttempts(req);
  let good: boolean;
  try {
    good = await check();
  } catch (e) {
    await r.release();
    throw e;
  }
  if (good) await r.release();
  return good;
}

/** What re-authenticates a sensitive change, sent in the same request's body. */
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
 * `change` is what is being proved (a passkey's answer was asked for it alone; `request` is the
 * parsed body). Call it before anything changes: a refusal throws.
 */
export async function requireReauth(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
  proof: ReauthProof,
  change: ProofFor,
): Promise<void> {
  // One of the member's passkeys answers for the member whether 2FA is on or off.
  if (proof.passkey) {
    return passkeyProof(ctx)(req, ctx, await requireMember(req), proof.passkey, change);
  }
  const row = await prep<
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
export async function verifyWithdrawalPassword(
  userId: number,
  password: string,
  ctx: PlatformContext | null = boundContext(),
): Promise<boolean> {
  if (!ctx) throw new Error("verifyWithdrawalPassword: core module not registered");
  const row = await prep<[number], { withdrawal_hash: string | null }>(
    ctx.db,
    "SELECT withdrawal_hash FROM users WHERE id = ?",
  ).get(userId);
  return checkPassword(password, row?.withdrawal_hash);
}
