-- Money module (1xx). All amounts are integer cents; times are ms since epoch.

-- One row per member account: the wallets (sys + one per plate type) and `hold` (funds held for
-- pending withdrawals). The global `external` account (the world outside the platform) has no row:
-- it only appears in entries, so sum(wallets) + sum(external entries) = 0 at all times.
CREATE TABLE wallets (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (user_id, account)
) WITHOUT ROWID;

-- Double-entry journal: every money movement is one journal row and balanced entries (sum 0).
CREATE TABLE journal (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,            -- bonus | deposit | withdrawal | payout | transfer | game | rebate
  amount INTEGER NOT NULL,       -- headline amount (positive) for trade records
  from_account TEXT,
  to_account TEXT,
  ref TEXT,                      -- order / withdrawal / round id
  created_at INTEGER NOT NULL
);
CREATE INDEX journal_user_time ON journal (user_id, created_at);
CREATE UNIQUE INDEX journal_bonus_once ON journal (user_id) WHERE kind = 'bonus';

CREATE TABLE entries (
  id INTEGER PRIMARY KEY,
  journal_id INTEGER NOT NULL REFERENCES journal(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  account TEXT NOT NULL,         -- a wallet account of user_id, or 'external'
  amount INTEGER NOT NULL        -- signed cents
);
CREATE INDEX entries_journal ON entries (journal_id);
CREATE INDEX entries_account ON entries (user_id, account);

CREATE TABLE deposit_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  payer_name TEXT,
  status TEXT NOT NULL DEFAULT 'pending', -- pending | confirmed
  created_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  confirmed_at INTEGER
);
CREATE INDEX deposit_orders_user ON deposit_orders (user_id, status, due_at);
CREATE INDEX deposit_orders_due ON deposit_orders (status, due_at);

CREATE TABLE bank_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type_name TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_no TEXT NOT NULL,
  branch TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, type_name, account_no)
);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bank_account_id INTEGER NOT NULL REFERENCES bank_accounts(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'pending', -- pending | approved
  created_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  approved_at INTEGER
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, status, due_at);
CREATE INDEX withdrawals_due ON withdrawals (status, due_at);

CREATE TABLE rebates (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE game_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plate_type TEXT NOT NULL,
  game_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  bet INTEGER NOT NULL,
  win INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL,
  rebate_id INTEGER REFERENCES rebates(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX game_records_user_time ON game_records (user_id, created_at);
CREATE INDEX game_records_unrebated ON game_records (user_id, rebate_id);

-- One-time game tickets (from GetGameUrlV2), exchanged by the demo game page for a session.
CREATE TABLE game_sessions (
  ticket TEXT PRIMARY KEY,
  session TEXT UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plate_type TEXT NOT NULL,
  game_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  opened_at INTEGER
);

-- Idempotency keys of money mutations: the first result is answered again for a retry.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,     -- hash of method, path and body
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;

CREATE TABLE responsible_gaming (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  limit_day INTEGER,
  limit_week INTEGER,
  limit_month INTEGER,
  reality_check_minutes INTEGER NOT NULL DEFAULT 0,
  timeout_until INTEGER,
  exclusion_until INTEGER
);

-- A requested increase / removal of a deposit limit, applied once effective_at has passed.
CREATE TABLE responsible_pending (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  period TEXT NOT NULL,
  amount INTEGER,                -- NULL: remove the limit
  effective_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, period)
);
