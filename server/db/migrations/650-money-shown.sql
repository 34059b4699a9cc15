-- What the money screens tell a player (docs/product.md §10 "Wallets", "Money shown").
-- The tenant's one currency (ISO 4217) and its gambling helpline; seed-tenants.ts fills them in
-- (core/seed.ts, also for a database seeded before these columns existed).
ALTER TABLE tenants ADD COLUMN currency TEXT NOT NULL DEFAULT 'CNY';
ALTER TABLE tenants ADD COLUMN helpline_name TEXT NOT NULL DEFAULT '';
ALTER TABLE tenants ADD COLUMN helpline_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE tenants ADD COLUMN helpline_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE tenants ADD COLUMN helpline_url TEXT NOT NULL DEFAULT '';
-- Order references a player reads out to customer service (money/order-reference.ts): random,
-- so they reveal nothing of the operator's volume, and unique (so unique per tenant too).
-- Orders placed before this migration get theirs on the platform's next start.
ALTER TABLE deposit_orders ADD COLUMN reference TEXT;
ALTER TABLE withdrawals ADD COLUMN reference TEXT;
CREATE UNIQUE INDEX deposit_orders_reference ON deposit_orders (reference);
CREATE UNIQUE INDEX withdrawals_reference ON withdrawals (reference);
