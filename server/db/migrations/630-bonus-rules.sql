-- Bonus rules (server/modules/money/deposit-bonus.ts, bonus-wagering.ts, docs/bonus-rules.md).
-- The terms of each tenant's promotions (seeded by the money module, editable per tenant).
CREATE TABLE promotions (
  tenant_id INTEGER NOT NULL,
  rule TEXT NOT NULL CHECK (rule IN ('first-deposit', 'daily-deposit')),
  percent INTEGER NOT NULL CHECK (percent > 0),
  cap_cents INTEGER,
  min_deposit_cents INTEGER NOT NULL,
  wagering INTEGER NOT NULL CHECK (wagering >= 1),
  max_stake_cents INTEGER NOT NULL CHECK (max_stake_cents > 0),
  expiry_days INTEGER NOT NULL CHECK (expiry_days > 0),
  PRIMARY KEY (tenant_id, rule)
);

-- One row per bonus credited. `locked` is the bonus and its winnings (what a forfeit takes back);
-- it is cash once `wagered` reaches `requirement`. At most one bonus is in play per member.
CREATE TABLE bonuses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL UNIQUE,
  rule TEXT NOT NULL,
  amount INTEGER NOT NULL,
  requirement INTEGER NOT NULL,
  wagered INTEGER NOT NULL DEFAULT 0,
  locked INTEGER NOT NULL CHECK (locked >= 0),
  max_stake INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'released', 'forfeited', 'expired', 'spent')),
  ended_at INTEGER
);
CREATE UNIQUE INDEX bonuses_one_in_play ON bonuses (user_id) WHERE status = 'active';

-- Who took a tenant's first-deposit bonus, by real name, payout card and device (keyed hashes):
-- the primary key makes it once per each.
CREATE TABLE bonus_claims (
  tenant_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('name', 'card', 'device')),
  value TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, kind, value)
);

-- Members whose withdrawals wait for a person (a payout card bound to two accounts).
CREATE TABLE payout_reviews (
  user_id INTEGER PRIMARY KEY,
  reason TEXT NOT NULL CHECK (reason IN ('shared-card')),
  created_at INTEGER NOT NULL
);

ALTER TABLE deposit_orders ADD COLUMN device TEXT;
