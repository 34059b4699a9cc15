-- The service desk (server/modules/desk, docs/desk.md): service agents of a tenant, their login
-- sessions, and who has each handed-over conversation.

-- An agent is a principal of its own, never a member: its sessions live in desk_sessions, which the
-- member API never reads, and members' tokens are never looked up here.
CREATE TABLE desk_agents (
  id            INTEGER PRIMARY KEY,
  tenant_id     INTEGER NOT NULL REFERENCES tenants (id),
  user_name     TEXT NOT NULL,
  user_name_lc  TEXT NOT NULL,
  -- The name players see beside the agent's replies.
  display_name  TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('agent', 'supervisor')),
  password_hash TEXT NOT NULL,
  -- Sealed like members' (core/totp.ts); set by the operator's command, never by a desk call.
  totp_secret   TEXT,
  totp_last_step INTEGER,
  disabled      INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  UNIQUE (tenant_id, user_name_lc)
);

-- Desk tokens, stored as sha256. A session lasts one shift at most and is never refreshed.
CREATE TABLE desk_sessions (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL UNIQUE,
  agent_id   INTEGER NOT NULL REFERENCES desk_agents (id),
  tenant_id  INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX desk_sessions_agent ON desk_sessions (agent_id);

-- Who has a handed-over conversation: claimed_by is set by exactly one claim (a conditional
-- UPDATE), person_name is the name the player sees. closed_at: the person ended it (the canned
-- agent answers again until the player asks for a person once more). lang: the player's language
-- at its latest message or hand-over.
ALTER TABLE chat_conversations ADD COLUMN claimed_by INTEGER REFERENCES desk_agents (id);
ALTER TABLE chat_conversations ADD COLUMN claimed_at INTEGER;
ALTER TABLE chat_conversations ADD COLUMN person_name TEXT;
ALTER TABLE chat_conversations ADD COLUMN closed_at INTEGER;
ALTER TABLE chat_conversations ADD COLUMN lang TEXT;
CREATE INDEX chat_conversations_claimed ON chat_conversations (claimed_by) WHERE claimed_by IS NOT NULL;

-- The name of the person who wrote an agent message (NULL: the canned agent).
ALTER TABLE chat_messages ADD COLUMN sender_name TEXT;

-- When a person answers, per tenant: a time zone and, per weekday (0 Monday … 6 Sunday), the
-- minutes after midnight the desk opens and closes (closes <= opens: closed that day; 0 and 1440:
-- all day).
CREATE TABLE desk_hours (
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  weekday   INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens     INTEGER NOT NULL CHECK (opens BETWEEN 0 AND 1440),
  closes    INTEGER NOT NULL CHECK (closes BETWEEN 0 AND 1440),
  PRIMARY KEY (tenant_id, weekday)
);
CREATE TABLE desk_time_zones (
  tenant_id INTEGER PRIMARY KEY REFERENCES tenants (id),
  time_zone TEXT NOT NULL
);
