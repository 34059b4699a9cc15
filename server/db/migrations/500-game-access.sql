-- Game tickets and game sessions belong to the login session that asked for them
-- (money/game-url.ts, money/demo-game.ts): logout, a password change and the session's absolute
-- lifetime end them. Rows from before have none and are ended.
ALTER TABLE game_sessions ADD COLUMN login_session TEXT;
