// Two-factor codes (TOTP): secrets sealed at rest, codes accepted once, within one step either side.
import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from "node:crypto";
import { generateSync } from "otplib";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { CODE_RE } from "../../../src/api/contract/rules.ts";
import { serverKey } from "./server-secret.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { boundContext } from "./auth.ts";

// TOTP secrets are stored sealed (AES-256-GCM under the server-only key "totp-at-rest"); rows
// written hold them in plain text until the core module seals them at start.
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
export async function sealPlainTotpSecrets(db: Db): Promise<void> {
  const rows = await prep<
    [],
    { id: number; totp_secret: string | null; totp_pending: string | null }
  >(
    db,
    `SELECT id, totp_secret, totp_pending FROM users
       WHERE (totp_secret IS NOT NULL AND totp_secret NOT LIKE 'enc:v1:%')
          OR (totp_pending IS NOT NULL AND totp_pending NOT LIKE 'enc:v1:%')`,
  ).all();
  const update = prep(db, "UPDATE users SET totp_secret = ?, totp_pending = ? WHERE id = ?");
  const seal = (v: string | null) => (v && !v.startsWith(SEALED) ? sealTotpSecret(db, v) : v);
  await db.tx(async () => {
    for (const r of rows) await update.run(seal(r.totp_secret), seal(r.totp_pending), r.id);
  });
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

/**
 * Accepts a member's code once: its time step must be later than the last accepted one, and
 * becomes the last accepted (await one (a code seen on a screen or a wire cannot be replayed)).
 */
export async function acceptTotp(
  ctx: PlatformContext,
  userId: number,
  storedSecret: string | null,
  code: string | undefined,
): Promise<boolean> {
  const step = totpStep(openTotpSecret(ctx.db, storedSecret), code, ctx.now());
  if (step === null) return false;
  const r = await prep(
    ctx.db,
    "UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
  ).run(step, userId, step);
  return r.changes === 1;
}

/** True when the member has no 2FA, or the code is a valid current TOTP code not used before. */
export async function verifyMemberTotp(
  userId: number,
  code: string | undefined,
  ctx: PlatformContext | null = boundContext(),
): Promise<boolean> {
  if (!ctx) throw new Error("verifyMemberTotp: core module not registered");
  const row = await prep<[number], { totp_secret: string | null; totp_enabled: number }>(
    ctx.db,
    "SELECT totp_secret, totp_enabled FROM users WHERE id = ?",
  ).get(userId);
  if (!row) return false;
  if (row.totp_enabled !== 1 || !row.totp_secret) return true;
  return acceptTotp(ctx, userId, row.totp_secret, code);
}

/** True when the member has two-factor on (a withdrawal must then carry a code). */
export async function twoFactorOn(ctx: PlatformContext, userId: number): Promise<boolean> {
  return (await prepPluck(ctx.db, "SELECT totp_enabled FROM users WHERE id = ?").get(userId)) === 1;
}
