-- Customer-service chat (server/modules/chat). Message ids come from one AUTOINCREMENT sequence,
-- so they only ever increase: clients page and dedupe by id.
CREATE TABLE chat_guests (
  guest_id   TEXT PRIMARY KEY,
  tenant_id  INTEGER NOT NULL,
  -- Device fingerprint of an anonymous guest (NULL for members).
  visit_id   TEXT,
  -- Member behind this chat identity (NULL for guests).
  user_id    INTEGER UNIQUE,
  nickname   TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant_id, visit_id)
);

CREATE TABLE chat_conversations (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  guest_id         TEXT NOT NULL REFERENCES chat_guests (guest_id),
  agent_uid        TEXT NOT NULL,
  last_read_msg_id INTEGER NOT NULL DEFAULT 0,
  created_at       INTEGER NOT NULL,
  UNIQUE (guest_id, agent_uid)
);

CREATE TABLE chat_messages (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations (id),
  sender          TEXT NOT NULL CHECK (sender IN ('guest', 'agent')),
  sender_id       TEXT NOT NULL,
  content         TEXT NOT NULL,
  client_msg_id   TEXT,
  created_at      INTEGER NOT NULL,
  UNIQUE (conversation_id, client_msg_id)
);
CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, id);
CREATE INDEX chat_messages_by_sender_time ON chat_messages (sender_id, created_at);
