-- A conversation handed to a person (server/modules/chat, "talk to a person"), and how far the
-- service side has read the guest's messages (the guest sees its messages as sent or read).
-- While handed_off_at is set the canned agent stays quiet: the guest's messages wait for a person
-- in the queue of handed-off conversations (guest messages after agent_read_msg_id).
ALTER TABLE chat_conversations ADD COLUMN handed_off_at INTEGER;
ALTER TABLE chat_conversations ADD COLUMN agent_read_msg_id INTEGER NOT NULL DEFAULT 0;
CREATE INDEX chat_conversations_handed_off ON chat_conversations (handed_off_at)
  WHERE handed_off_at IS NOT NULL;
