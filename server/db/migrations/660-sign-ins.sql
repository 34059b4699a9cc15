-- When a member last signed in (a login that starts a session) and the sign-in before it: the
-- member centre's "last sign-in" is the one before the session the player is in, so a sign-in
-- the player does not remember is seen.
ALTER TABLE users ADD COLUMN signed_in_at INTEGER;
ALTER TABLE users ADD COLUMN previous_signed_in_at INTEGER;
