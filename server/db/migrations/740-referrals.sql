-- Referrals (server/modules/money/referrals.ts, docs/referrals.md). A member's code is written the
-- first time they open their referral page; `referred_by` is the member whose code a sign-up used.
ALTER TABLE users ADD COLUMN referral_code TEXT;
ALTER TABLE users ADD COLUMN referred_by INTEGER;
CREATE UNIQUE INDEX users_referral_code ON users (tenant_id, referral_code);
CREATE INDEX users_referred_by ON users (referred_by);

-- The devices a member was seen on (sign-up, referral page; deposits keep theirs on the order):
-- a referral from a device the referrer uses earns no credit.
CREATE TABLE member_devices (
  user_id INTEGER NOT NULL,
  device TEXT NOT NULL,
  PRIMARY KEY (user_id, device)
);
