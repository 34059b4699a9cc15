-- A tenant's layout family, apart from its key (the first label of its host): any number of tenants
-- share one of the four families.
ALTER TABLE tenants ADD COLUMN family TEXT NOT NULL DEFAULT 'classic';
UPDATE tenants SET family = key WHERE key IN ('elec', 'lottery', 'tq');
