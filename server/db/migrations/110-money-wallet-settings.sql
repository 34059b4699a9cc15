-- A member's wallet preferences (money/transfer-free.ts). transfer_free = 1: entering a game moves
-- all the member's money into that game's wallet, and the app collects it back on return.
CREATE TABLE wallet_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  transfer_free INTEGER NOT NULL DEFAULT 0 CHECK (transfer_free IN (0, 1)),
  updated_at INTEGER NOT NULL
);
