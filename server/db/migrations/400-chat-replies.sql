-- Due answers of the chat's service agent (server/modules/chat/replies.ts). A guest message and
-- its due answer are written in one transaction; the answer is given when due_at has passed (by a
-- timer, on start, and before every chat call), in the same transaction that sets reply_id, so a
-- platform that dies before, during or after it answers exactly once after the restart.
CREATE TABLE chat_replies (
  -- The guest message being answered.
  message_id INTEGER PRIMARY KEY REFERENCES chat_messages (id),
  -- Language of the answer (the Accept-Language of the guest's request).
  lang       TEXT NOT NULL,
  due_at     INTEGER NOT NULL,
  -- The agent message that answered it; NULL while due.
  reply_id   INTEGER REFERENCES chat_messages (id)
);
CREATE INDEX chat_replies_due ON chat_replies (due_at) WHERE reply_id IS NULL;
