-- Passkeys (WebAuthn, server/modules/core/passkeys.ts, docs/passkeys.md).

-- One row per credential. `id` is the credential id (base64url) the authenticator chose; the
-- relying party is the tenant's host (`rp_id`), so a credential signs in on that host only.
-- `user_handle` is the random WebAuthn user id of the member (the same on all their passkeys).
CREATE TABLE passkeys (
  id           TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id    INTEGER NOT NULL,
  rp_id        TEXT NOT NULL,
  user_handle  TEXT NOT NULL,
  public_key   BLOB NOT NULL,
  counter      INTEGER NOT NULL DEFAULT 0,
  transports   TEXT NOT NULL DEFAULT '[]',
  device_type  TEXT NOT NULL,
  backed_up    INTEGER NOT NULL DEFAULT 0,
  name         TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- Single-use challenges: deleted when an answer arrives (right or wrong), valid for minutes only.
-- Registration and proofs are bound to the member's session; a login to its tenant and host.
CREATE TABLE passkey_challenges (
  challenge  TEXT PRIMARY KEY,
  purpose    TEXT NOT NULL,
  tenant_id  INTEGER NOT NULL,
  rp_id      TEXT NOT NULL,
  user_id    INTEGER,
  session_id TEXT,
  expires_at INTEGER NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
