-- Agents' passkeys (server/modules/desk/passkeys.ts): like members' (013-core-passkeys.sql), in a
-- table of their own that the member API never reads. Challenges are members' passkey_challenges
-- with purposes of their own ('desk-register' bound to the desk session, 'desk-login').
CREATE TABLE desk_passkeys (
  id           TEXT PRIMARY KEY,
  agent_id     INTEGER NOT NULL REFERENCES desk_agents (id) ON DELETE CASCADE,
  tenant_id    INTEGER NOT NULL,
  rp_id        TEXT NOT NULL,
  user_handle  TEXT NOT NULL,
  public_key   BLOB NOT NULL,
  counter      INTEGER NOT NULL DEFAULT 0,
  transports   TEXT NOT NULL DEFAULT '[]',
  backed_up    INTEGER NOT NULL DEFAULT 0,
  name         TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX desk_passkeys_agent ON desk_passkeys (agent_id);
