// The platform's server-only secret: PLAYFRONT_SERVER_SECRET when configured, else 32 random
// bytes generated at first start and kept in the database (table server_secrets). Nothing a client
// receives is derived from it. Each use gets its own key (HKDF with the purpose as label): chat
// ticket hashes, TOTP secret encryption. See server/SECURITY.md.
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const roots = new WeakMap<Db, Buffer>();

/**
 * The platform's database takes its configured secret (at least 32 characters: server/config.ts
 * refuses a shorter one) at start; without one it keeps its own, read once at start.
 */
export async function useServerSecret(db: Db, configured: string | undefined): Promise<void> {
  if (configured) {
    roots.set(db, Buffer.from(configured, "utf8"));
    return;
  }
  const read = prepPluck(db, "SELECT value FROM server_secrets WHERE name = 'root'");
  let stored = await read.get();
  if (stored === undefined) {
    // ON CONFLICT DO NOTHING: two processes starting on one database agree on the first value.
    await prep(
      db,
      "INSERT INTO server_secrets (name, value, created_at) VALUES ('root', ?, ?) ON CONFLICT DO NOTHING",
    ).run(randomBytes(32).toString("base64"), Date.now());
    stored = await read.get();
  }
  roots.set(db, Buffer.from(String(stored), "base64"));
}

function root(db: Db): Buffer {
  const r = roots.get(db);
  if (!r) throw new Error("the server secret is read at start (useServerSecret)");
  return r;
}

export type SecretPurpose =
  "chat-ticket" | "totp-at-rest" | "passkey-user" | "token-successor" | "referral-code";

/** A 32-byte key for one purpose, derived from the server secret. */
export function serverKey(db: Db, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", root(db), Buffer.alloc(0), purpose, 32));
}

/** HMAC-SHA256 of `value` under the purpose's key (stored instead of a bearer value). */
export function keyedHash(db: Db, purpose: SecretPurpose, value: string): string {
  return createHmac("sha256", serverKey(db, purpose)).update(value).digest("base64url");
}
