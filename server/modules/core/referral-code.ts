// Referral codes (docs/referrals.md): each member's code is a keyed hash of their id (the server
// secret's own key for it), so it is stable and nobody can work it out from a member id; it is
// written on the member's row the first time they ask for it, which is what lets a sign-up find it.
import { createHmac } from "node:crypto";
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { serverKey } from "./server-secret.ts";

/** The code alphabet: no 0/O or 1/I/L (REFERRAL_CODE_RE). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 8;

function derive(db: Db, userId: number): string {
  const bytes = createHmac("sha256", serverKey(db, "referral-code"))
    .update(String(userId))
    .digest();
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code;
}

/** The member's referral code, written on their row when first asked for. */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  const stored = await prepPluck<[number], string | null>(
    db,
    "SELECT referral_code FROM users WHERE id = ?",
  ).get(userId);
  if (stored) return stored;
  const code = derive(db, userId);
  await prep(db, "UPDATE users SET referral_code = ? WHERE id = ? AND referral_code IS NULL").run(
    code,
    userId,
  );
  return code;
}

/** The member of the tenant whose code `code` is, if any. */
export async function referrerOf(
  db: Db,
  tenantId: number,
  code: string,
): Promise<number | undefined> {
  return prepPluck<[number, string], number>(
    db,
    "SELECT id FROM users WHERE tenant_id = ? AND referral_code = ?",
  ).get(tenantId, code);
}

/** Notes that the member was seen on `device` (the app's device id). */
export async function noteDevice(db: Db, userId: number, device: string): Promise<void> {
  await prep(
    db,
    "INSERT INTO member_devices (user_id, device) VALUES (?, ?) ON CONFLICT DO NOTHING",
  ).run(userId, device);
}
