-- What several platform processes on one database must share besides the rest of the schema
-- (docs/database.md, "More than one process").
--
-- Slider captcha puzzles and the one-use tokens a solved one gives (core/captcha.ts; a token's SHA-256): a player may
-- get the puzzle from one process, solve it on another and log in on a third.
CREATE TABLE captcha_puzzles (
  id         TEXT PRIMARY KEY,
  x          INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captcha_puzzles_expires ON captcha_puzzles (expires_at);
CREATE TABLE captcha_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captcha_tokens_expires ON captcha_tokens (expires_at);

-- A socket frame too large for one PostgreSQL notification (chat/transport.ts): the notification
-- names its row, each process reads it. Kept a minute.
CREATE TABLE fanout_frames (
  id         INTEGER PRIMARY KEY,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX fanout_frames_created ON fanout_frames (created_at);
