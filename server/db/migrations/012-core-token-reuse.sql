-- When a token was replaced by a refresh: another tab may still refresh it for a few seconds.
ALTER TABLE tokens ADD COLUMN replaced_at INTEGER;
