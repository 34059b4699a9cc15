-- Security (server/SECURITY.md). Owned by the security files of core and chat.

-- Server-only secrets, generated at first start (never derived from anything a client receives).
-- PLAYFRONT_SERVER_SECRET, when set, takes the place of the stored `root` value.
CREATE TABLE server_secrets (
  name       TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Throttle and lockout state (rate-limit.ts): one row per counted attempt, so a restart or a
-- flood of other keys forgets nothing. Old rows are deleted as their window passes.
CREATE TABLE throttle_hits (
  id  INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  at  INTEGER NOT NULL
);
CREATE INDEX throttle_hits_key ON throttle_hits (key, at);
CREATE INDEX throttle_hits_at ON throttle_hits (at);

-- Chat websocket tickets: random, stored as an HMAC under the server secret, single use, short
-- lived, bound to the member's session (NULL for guests) so logout revokes them.
CREATE TABLE chat_tickets (
  ticket_hash TEXT PRIMARY KEY,
  guest_id    TEXT NOT NULL,
  session_id  TEXT,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX chat_tickets_expiry ON chat_tickets (expires_at);

-- Sessions: every token of one login shares session_id (refresh rotates the token, not the
-- session); session_started_at bounds the session's absolute lifetime.
ALTER TABLE tokens ADD COLUMN session_id TEXT;
ALTER TABLE tokens ADD COLUMN session_started_at INTEGER;
UPDATE tokens SET session_id = token_hash, session_started_at = created_at;
CREATE INDEX tokens_session ON tokens (session_id);

-- TOTP: the last accepted time step (a code is accepted once); secrets become encrypted at start.
ALTER TABLE users ADD COLUMN totp_last_step INTEGER;

-- Member chat identities were `m<userId>` (guessable): give each a random id.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE member_chat_ids AS
  SELECT guest_id AS old, 'm' || lower(hex(randomblob(12))) AS new
  FROM chat_guests WHERE user_id IS NOT NULL;
UPDATE chat_messages SET sender_id = (SELECT new FROM member_chat_ids WHERE old = sender_id)
  WHERE sender_id IN (SELECT old FROM member_chat_ids);
UPDATE chat_conversations SET guest_id = (SELECT new FROM member_chat_ids WHERE old = guest_id)
  WHERE guest_id IN (SELECT old FROM member_chat_ids);
UPDATE chat_guests SET guest_id = (SELECT new FROM member_chat_ids WHERE old = guest_id)
  WHERE guest_id IN (SELECT old FROM member_chat_ids);
DROP TABLE member_chat_ids;
