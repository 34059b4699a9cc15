// Member info and security settings: GetUserByUid, user-by-uid, BindVipInfo, password changes,
// TOTP two-factor (GenerateQrUri, Enable/DisableAuthenticator), avatar and nickname.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { generateSecret, generateURI } from "otplib";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { found } from "../../db/db.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseWith, type FieldMessages } from "../../http/validate.ts";
import {
  authenticatorCodeParams,
  bindVipInfoBody,
  changePwdMoneyBody,
  changeUserPwdBody,
  userAvatarBody,
  userNickNameBody,
  type QrUriResult,
  type UserInfo,
} from "../../../src/api/contract/account.ts";
import { acceptTotp, openTotpSecret, sealTotpSecret, totpStep } from "./totp.ts";
import { bearerOf, requireMember, passwordChanged, revokeOtherTokens } from "./auth.ts";
import { checkPasswordAsync, hashPasswordAsync } from "./passwords.ts";
import { guardedCheck, requireReauth } from "./reauth.ts";
import { PASSWORD_MAX_UNITS } from "../../../src/api/contract/rules.ts";
import { assertionField } from "../../../src/api/contract/passkeys.ts";
import { requirePasskeyProof } from "./passkeys.ts";
import { assetUrl } from "./rows.ts";
import { isAvatar } from "./site.ts";
import { tenantOf } from "./tenants.ts";
import { CREDENTIAL_MESSAGES, refuseCommonPassword } from "./auth-routes.ts";
import { prep } from "../../db/sql.ts";

interface UserRow {
  id: number;
  user_name: string;
  password_hash: string;
  withdrawal_hash: string | null;
  real_name: string;
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_enabled: number;
  created_at: string;
}

const MESSAGES: FieldMessages = {
  ...CREDENTIAL_MESSAGES,
  oldPassWord: "Enter your current password",
  newPassWord: CREDENTIAL_MESSAGES.passWord!,
  phone: "Phone: 6–20 digits",
  email: "Enter a valid email address",
  nickname: "Nickname: 1–20 visible characters, no < or >",
  avatar: "Choose one of the offered avatars",
  _: "Fill in at least one field",
};
/** Re-authentication in the body of a sensitive change (never in the URL). */
const reauthBody = z.object({
  passWord: z.string().min(1).max(PASSWORD_MAX_UNITS).optional(),
  passkey: assertionField.optional(),
});

const WITHDRAWAL_MESSAGES: FieldMessages = {
  ...MESSAGES,
  newPassWord: "Withdrawal password: exactly 6 digits",
};

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" ? (v as Record<string, unknown>) : {};

export function registerAccountRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  const userQ = prep<[number], UserRow>(db, "SELECT * FROM users WHERE id = ?");
  const load = async (req: FastifyRequest) => {
    const m = await requireMember(req);
    return { m, u: found(await userQ.get(m.id)) };
  };
  const info = (u: UserRow): UserInfo => ({
    id: u.id,
    userName: u.user_name,
    realName: u.real_name,
    nickname: u.nickname,
    avatar: u.avatar,
    fullAvata: u.avatar ? assetUrl(u.avatar) : "",
    twoFactorEnabled: u.totp_enabled === 1,
    hasWithdrawalPassword: !!u.withdrawal_hash,
    phone: u.phone,
    email: u.email,
    createdAt: u.created_at,
  });
  const wrongCode = (req: FastifyRequest): never =>
    fail(422, say(req, "Wrong authenticator code"), "two-factor-invalid");

  app.get("/api/VipUser/GetUserByUid", async (req) => ok(info((await load(req)).u)));
  app.get("/api/v3/vip-user/user-by-uid", async (req) => ok(info((await load(req)).u)));

  app.post("/api/VipUser/BindVipInfo", async (req) => {
    const { u } = await load(req);
    const b = parseWith(req, bindVipInfoBody, req.body, MESSAGES);
    const nameTaken = (row: UserRow) =>
      b.realName !== undefined && !!row.real_name && b.realName !== row.real_name;
    // Phone and email reach the member (and recover the account): changing either needs the
    // login password, or a current code with 2FA on, in the same request.
    const contactChanges = (row: UserRow) =>
      (b.phone !== undefined && b.phone !== row.phone) ||
      (b.email !== undefined && b.email !== row.email);
    if (nameTaken(u)) fail(403, say(req, "Your real name is already set"));
    const reauthenticated = contactChanges(u);
    if (reauthenticated) await requireReauth(req, ctx, u.id, b, { action: "contact", request: b });
    // The row may have changed while the proof was checked: the rules are checked again on the
    // row as it is now and the write is made in the same transaction, so a parallel change is
    // never overwritten (the real name is set once, a contact is moved only with a proof).
    const outcome = await db.tx(async () => {
      const now = found(await userQ.get(u.id));
      if (nameTaken(now)) return "name-set";
      if (!reauthenticated && contactChanges(now)) return "reauth";
      await prep(db, "UPDATE users SET real_name = ?, phone = ?, email = ? WHERE id = ?").run(
        b.realName ?? now.real_name,
        b.phone ?? now.phone,
        b.email ?? now.email,
        u.id,
      );
      return "done";
    });
    if (outcome === "name-set") fail(403, say(req, "Your real name is already set"));
    if (outcome === "reauth") {
      fail(403, say(req, "Enter your login password to confirm"), "reauthentication-required");
    }
    return ok(info(found(await userQ.get(u.id))));
  });

  app.post("/api/VipUser/v2/ChangeUserPwd", async (req) => {
    const { u } = await load(req);
    const b = parseWith(req, changeUserPwdBody, req.body, MESSAGES);
    // Counted before the hash runs (5 wrong per 10 minutes, then 429).
    if (
      !(await guardedCheck(req, u.id, "password", () =>
        checkPasswordAsync(b.oldPassWord, u.password_hash),
      ))
    ) {
      fail(422, say(req, "The current password is wrong"), {
        oldPassWord: [say(req, "The current password is wrong")],
      });
    }
    refuseCommonPassword(req, "newPassWord", b.newPassWord);
    const hash = await hashPasswordAsync(b.newPassWord, ctx.config.scryptN);
    await db.tx(async () => {
      await prep(db, "UPDATE users SET password_hash = ? WHERE id = ?").run(hash, u.id);
      // Other sessions (another device, a stolen token) end with the old password.
      await revokeOtherTokens(db, u.id, bearerOf(req)!);
      await passwordChanged(db, u.id);
    });
    return ok(true);
  });

  app.post("/api/VipUser/v2/ChangePwdMoney", async (req) => {
    const { u } = await load(req);
    const b = parseWith(req, changePwdMoneyBody, req.body, WITHDRAWAL_MESSAGES);
    const current = u.withdrawal_hash ?? u.password_hash;
    const kind = u.withdrawal_hash ? "withdrawal-password" : "password";
    if (!(await guardedCheck(req, u.id, kind, () => checkPasswordAsync(b.oldPassWord, current)))) {
      const msg = u.withdrawal_hash
        ? say(req, "The current withdrawal password is wrong")
        : say(req, "The login password is wrong");
      fail(422, msg, { oldPassWord: [msg] });
    }
    await prep(db, "UPDATE users SET withdrawal_hash = ? WHERE id = ?").run(
      await hashPasswordAsync(b.newPassWord, ctx.config.scryptN),
      u.id,
    );
    return ok(true);
  });

  app.get("/api/VipUser/GenerateQrUri", async (req) => {
    const { u } = await load(req);
    if (u.totp_enabled === 1) {
      fail(403, say(req, "Two-factor authentication is already on"));
    }
    const secret = generateSecret();
    // Kept sealed under the server-only key; shown to the member only in this answer.
    await prep(db, "UPDATE users SET totp_pending = ? WHERE id = ?").run(
      sealTotpSecret(db, secret),
      u.id,
    );
    const issuer = tenantOf(req).nameEn;
    const result: QrUriResult = {
      secret,
      issuer,
      qrUri: generateURI({ issuer, label: u.user_name, secret }),
    };
    return ok(result);
  });

  const codeOf = (req: FastifyRequest) => {
    // A code in the URL reaches access logs and browser history: only the body is read.
    if (Object.hasOwn(asRecord(req.query), "code")) {
      const msg = say(req, "Send the code in the request body, not in the address");
      fail(400, msg, { code: [msg] });
    }
    return parseWith(req, authenticatorCodeParams, req.body ?? {}, MESSAGES).code;
  };

  app.post("/api/VipUser/EnableAuthenticator", async (req) => {
    const { m, u } = await load(req);
    const code = codeOf(req);
    if (u.totp_enabled === 1) fail(403, say(req, "Two-factor authentication is already on"));
    if (!u.totp_pending) {
      fail(422, say(req, "Generate a QR code first"), "two-factor-not-generated");
    }
    // Re-authentication: a stolen session alone must not bind a second factor of its own.
    const { passWord, passkey } = parseWith(req, reauthBody, req.body ?? {}, MESSAGES);
    if (passkey) await requirePasskeyProof(req, ctx, m, passkey, { action: "enable-2fa" });
    else if (!passWord) {
      fail(403, say(req, "Enter your login password to confirm"), "reauthentication-required");
    } else if (
      !(await guardedCheck(req, u.id, "password", () =>
        checkPasswordAsync(passWord, u.password_hash),
      ))
    ) {
      const msg = say(req, "The login password is wrong");
      fail(422, msg, { passWord: [msg] });
    }
    const pending = openTotpSecret(db, u.totp_pending);
    const step = { at: null as number | null };
    const good = await guardedCheck(req, u.id, "totp", () => {
      step.at = totpStep(pending, code, ctx.now());
      return step.at !== null;
    });
    if (!good) wrongCode(req);
    // The enabling code's step counts as used: it cannot authorise anything else.
    await prep(
      db,
      "UPDATE users SET totp_secret = totp_pending, totp_pending = NULL, totp_enabled = 1, totp_last_step = ? WHERE id = ?",
    ).run(step.at, u.id);
    return ok(true);
  });

  app.post("/api/VipUser/DisableAuthenticator", async (req) => {
    const { m, u } = await load(req);
    // One of the member's passkeys stands in for the code (an authenticator lost with its phone).
    const { passkey } = parseWith(req, reauthBody, req.body ?? {}, MESSAGES);
    const code = passkey ? undefined : codeOf(req);
    if (u.totp_enabled !== 1 || !u.totp_secret) {
      fail(403, say(req, "Two-factor authentication is not on"));
    }
    const secret = u.totp_secret;
    if (passkey) await requirePasskeyProof(req, ctx, m, passkey, { action: "disable-2fa" });
    else if (!(await guardedCheck(req, u.id, "totp", () => acceptTotp(ctx, u.id, secret, code)))) {
      wrongCode(req);
    }
    await prep(db, "UPDATE users SET totp_secret = NULL, totp_enabled = 0 WHERE id = ?").run(u.id);
    return ok(true);
  });

  app.put("/api/v3/vip-user/user-avatar", async (req) => {
    const { u } = await load(req);
    const b = parseWith(req, userAvatarBody, req.body, MESSAGES);
    if (!isAvatar(b.avatar))
      fail(422, say(req, "Choose one of the offered avatars"), {
        avatar: [say(req, "Choose one of the offered avatars")],
      });
    await prep(db, "UPDATE users SET avatar = ? WHERE id = ?").run(b.avatar, u.id);
    return ok(info(found(await userQ.get(u.id))));
  });

  app.put("/api/v3/vip-user/user-nick-name", async (req) => {
    const { u } = await load(req);
    const b = parseWith(req, userNickNameBody, req.body, MESSAGES);
    await prep(db, "UPDATE users SET nickname = ? WHERE id = ?").run(b.nickname, u.id);
    return ok(info(found(await userQ.get(u.id))));
  });
}
