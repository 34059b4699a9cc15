// POST /api/vipuser/Login, Rigster, RefreshToken and Logout (docs/product.md §7 "Authentication").
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { timeFor } from "../../i18n/locale.ts";
import { parseWith, type FieldMessages } from "../../http/validate.ts";
import {
  AuthError,
  loginBody,
  registerBody,
  type LoginResult,
} from "../../../src/api/contract/auth.ts";
import { acceptTotp } from "./totp.ts";
import {
  bearerOf,
  issueToken,
  revokeToken,
  rotateToken,
  tokenState,
  type Session,
} from "./auth.ts";
import { checkPasswordAsync, hashPassword, hashPasswordAsync } from "./passwords.ts";
import { guardedCheck } from "./reauth.ts";
import { consumeCaptchaToken } from "./captcha.ts";
import { isCommonPassword } from "./password-policy.ts";
import { clientAddress } from "../../http/budget.ts";
import {
  clearLimit,
  loginLimits,
  nameTakenLimit,
  registerLimit,
  reserve,
  reserveOrBlocker,
  usedUp,
} from "./rate-limit.ts";
import { tenantOf, type Tenant } from "./tenants.ts";
import { found, type Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { isUniqueViolation } from "../../db/store.ts";
import { noteDevice, referrerOf } from "./referral-code.ts";

export const CREDENTIAL_MESSAGES: FieldMessages = {
  userName: "Username: 4–16 letters or digits, starting with a letter",
  passWord: "Password: 8–64 characters",
  confirmPassWord: "The two passwords do not match",
  realName: "Real name: up to 30 letters",
  legalAge: "Please confirm that you are 18 or older",
  code: "Enter the 6-digit code of your authenticator",
  captchaToken: "Please complete the verification",
  ref: "Invitation code: 8 letters or digits",
};

/** 422 with a field message when the password is on the shipped list of breached passwords. */
export function refuseCommonPassword(req: FastifyRequest, field: string, password: string): void {
  if (!isCommonPassword(password)) return;
  const message = say(req, "This password is too common, choose another");
  fail(422, message, { [field]: [message] });
}

// Unknown names still cost one scrypt, so timing does not tell which names exist.
// Made at the platform's cost, so an unknown name takes as long as a known one.
const dummies = new Map<number, string>();
function dummy(n: number): string {
  let hash = dummies.get(n);
  if (hash === undefined) dummies.set(n, (hash = hashPassword("timing-equaliser-0", n)));
  return hash;
}

async function requireCaptcha(
  req: FastifyRequest,
  ctx: PlatformContext,
  t: Tenant,
  token?: string,
) {
  if (t.appIsVerification && !(await consumeCaptchaToken(ctx, token))) {
    fail(422, say(req, "Please complete the verification"), AuthError.CaptchaRequired);
  }
}

/**
 * What a login answers from the money module: the main balance, and a responsible-gaming block
 * that refuses it. The money module hands these over at start (core imports no other module).
 */
export interface LoginMoney {
  balanceOf(ctx: PlatformContext, userId: number): Promise<string>;
  blockOf(
    ctx: PlatformContext,
    userId: number,
  ): Promise<{ kind: "timeout" | "self-exclusion"; until: string } | null>;
}
const loginMoneys = new WeakMap<Db, LoginMoney>();

export function useLoginMoney(db: Db, money: LoginMoney): void {
  loginMoneys.set(db, money);
}

function loginMoney(ctx: PlatformContext): LoginMoney {
  const money = loginMoneys.get(ctx.db);
  if (!money) throw new Error("money module not registered (useLoginMoney)");
  return money;
}

export async function loginResult(
  ctx: PlatformContext,
  userId: number,
  tenantId: number,
  session?: Session,
  issued?: { token: string; expiresAt: string },
): Promise<LoginResult> {
  const { token, expiresAt } = issued ?? (await issueToken(ctx, userId, tenantId, session));
  return { id: userId, token, balance: await loginMoney(ctx).balanceOf(ctx, userId), expiresAt };
}

export async function refuseBlocked(req: FastifyRequest, ctx: PlatformContext, userId: number) {
  const block = await loginMoney(ctx).blockOf(ctx, userId);
  if (!block) return;
  const until = timeFor(req, block.until);
  fail(
    403,
    block.kind === "self-exclusion"
      ? say(req, "Your account is self-excluded until {until}", { until })
      : say(req, "Your account is on a time-out until {until}", { until }),
    AuthError.Blocked,
  );
}

interface LoginRow {
  id: number;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled: number;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  const byName = prep<[number, string], LoginRow>(
    db,
    "SELECT id, password_hash, totp_secret, totp_enabled FROM users WHERE tenant_id = ? AND user_name_lc = ?",
  );

  app.post("/api/vipuser/Login", async (req) => {
    const body = parseWith(req, loginBody, req.body, CREDENTIAL_MESSAGES);
    const t = tenantOf(req);
    const limits = loginLimits(t.id, clientAddress(req), body.userName);
    // The attempt is counted before the hash runs: a parallel burst sees the ones in flight.
    let attempt = await reserveOrBlocker(ctx, [limits.user, limits.ip, limits.account]);
    let captchaSpent = false;
    if ("blocker" in attempt && attempt.blocker === limits.account) {
      // The account is under attack from many addresses: the owner (or anyone) goes on with a
      // solved puzzle. Unknown names step up the same way, so this tells nothing.
      if (!(await consumeCaptchaToken(ctx, body.captchaToken))) {
        fail(
          422,
          say(req, "Complete the puzzle to log in to this account"),
          AuthError.CaptchaRequired,
        );
      }
      captchaSpent = true;
      attempt = await reserveOrBlocker(ctx, [
        limits.user,
        limits.ip,
        { ...limits.account, max: Infinity },
      ]);
    }
    if ("blocker" in attempt) {
      return fail(429, say(req, "Too many attempts, try again in a minute"));
    }
    const reservation = attempt;
    let user: LoginRow | undefined;
    try {
      if (!captchaSpent) await requireCaptcha(req, ctx, t, body.captchaToken);
      user = await byName.get(t.id, body.userName.toLowerCase());
    } catch (e) {
      await reservation.release(); // no password was tried
      throw e;
    }
    let good: boolean;
    try {
      good = await checkPasswordAsync(
        body.passWord,
        user?.password_hash ?? dummy(ctx.config.scryptN),
        clientAddress(req),
      );
    } catch (e) {
      await reservation.release(); // refused as busy before the password was tried
      throw e;
    }
    if (!user || !good) {
      // The reservation stays: it is this failure.
      return fail(422, say(req, "Wrong username or password"), AuthError.BadCredentials);
    }
    // The password was right: from here on the 2FA code is what is guessed, under its own limit.
    await reservation.release();
    await clearLimit(ctx, limits.user.key);
    if (user.totp_enabled === 1 && user.totp_secret) {
      if (!body.code) {
        fail(403, say(req, "Enter the code of your authenticator"), AuthError.TwoFactorRequired);
      }
      const secret = user.totp_secret;
      if (
        !(await guardedCheck(req, user.id, "totp", () =>
          acceptTotp(ctx, user.id, secret, body.code),
        ))
      ) {
        fail(422, say(req, "Wrong authenticator code"), AuthError.TwoFactorInvalid);
      }
    }
    await refuseBlocked(req, ctx, user.id);
    return ok(await loginResult(ctx, user.id, t.id));
  });

  const insertUser = prepPluck<unknown[], number>(
    db,
    `INSERT INTO users (tenant_id, user_name, user_name_lc, password_hash, real_name, nickname, avatar, created_at, referred_by)
     VALUES (?, ?, ?, ?, ?, ?, '/assets/avatars/1.svg', ?, ?) RETURNING id`,
  );
  app.post("/api/vipuser/Rigster", async (req) => {
    const body = parseWith(req, registerBody, req.body, CREDENTIAL_MESSAGES);
    const t = tenantOf(req);
    // Every registration counts (a success too): accounts per address are what is limited.
    const address = clientAddress(req);
    if (
      !(await reserve(ctx, [registerLimit(ctx, address)])) ||
      (await usedUp(ctx, nameTakenLimit(address)))
    ) {
      fail(429, say(req, "Too many registrations, try again later"));
    }
    await requireCaptcha(req, ctx, t, body.captchaToken);
    const lc = body.userName.toLowerCase();
    const taken = async () => {
      await reserve(ctx, [nameTakenLimit(address)]);
      return fail(422, say(req, "This username is already taken"), AuthError.NameTaken);
    };
    if (await byName.get(t.id, lc)) await taken();
    refuseCommonPassword(req, "passWord", body.passWord);
    // A code nobody has is said, not dropped: the player may have mistyped a friend's code.
    const referrer = body.ref ? await referrerOf(db, t.id, body.ref) : undefined;
    if (body.ref && referrer === undefined) {
      const message = say(req, "No member has this invitation code: check it or leave it empty");
      fail(422, message, { ref: [message] });
    }
    const hash = await hashPasswordAsync(body.passWord, ctx.config.scryptN, address);
    let id: number;
    try {
      const created = new Date(ctx.now()).toISOString();
      id = found(
        await insertUser.get(
          t.id,
          body.userName,
          lc,
          hash,
          body.realName ?? "",
          body.userName,
          created,
          referrer ?? null,
        ),
      );
    } catch (e) {
      // Two concurrent registrations of one name: the unique index decides.
      if (isUniqueViolation(e)) return taken();
      throw e;
    }
    if (body.deviceId) await noteDevice(db, id, body.deviceId);
    return ok(await loginResult(ctx, id, t.id));
  });

  app.post("/api/vipuser/RefreshToken", async (req) => {
    const state = await tokenState(req);
    // Valid, expired within the grace window, or replaced moments ago by another tab's refresh.
    if (!("member" in state) || (state.state === "replaced" && !state.refreshable)) {
      fail(
        401,
        say(req, "Login expired or logged in on another device, please log in again"),
        AuthError.Unauthorized,
      );
    }
    await refuseBlocked(req, ctx, state.member.id);
    // Same session: the new token expires no later than 30 days after the login.
    const { member } = state;
    const next = await rotateToken(ctx, bearerOf(req)!, member);
    return ok(await loginResult(ctx, member.id, member.tenantId, member.session, next));
  });

  app.post("/api/vipuser/Logout", async (req) => {
    const token = bearerOf(req);
    if (token) await revokeToken(db, token);
    return ok(true as const);
  });
}
