-- Deposit bonuses (server/modules/money/deposit-bonus.ts). A deposit order claims the bonus when
-- it is created (the deposit screen's box); the bonus is written with the order's confirmation,
-- at most one per order: the index makes a second one for the same order impossible.
ALTER TABLE deposit_orders ADD COLUMN claim_bonus INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX journal_promotion_once ON journal (ref) WHERE kind = 'promotion';
CREATE INDEX deposit_orders_confirmed ON deposit_orders (user_id, status, confirmed_at);
