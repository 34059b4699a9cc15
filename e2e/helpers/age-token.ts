// Time passing for one access token, without waiting for it: the token's expiry is moved into the
// past in the platform's database (the platform reads it on every call). Tokens live for an hour
// and stay refreshable for days, so a test that needs an expired one ages it instead of running a
// platform with seconds-long tokens and sleeping past them.
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { join } from "node:path";

/**
 * `"expired"`: past its lifetime, still refreshable (the platform answers 402);
 * `"dead"`: past the refresh grace as well (401).
 */
export function ageToken(dataDir: string, token: string, age: "expired" | "dead"): void {
  const db = new Database(join(dataDir, "playfront.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const hash = createHash("sha256").update(token).digest("base64url");
    const expiresAt = age === "expired" ? Date.now() - 1_000 : 1;
    const { changes } = db
      .prepare("UPDATE tokens SET expires_at = ? WHERE token_hash = ?")
      .run(expiresAt, hash);
    if (changes !== 1) throw new Error(`ageToken: no such token in ${dataDir}`);
  } finally {
    db.close();
  }
}
