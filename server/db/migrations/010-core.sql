-- Core module: tenants, members, access tokens, site content, letters, game catalogue, analytics.
CREATE TABLE tenants (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  v_style TEXT NOT NULL,
  mobile_color TEXT NOT NULL,
  service_url TEXT NOT NULL,
  service_backup_url TEXT NOT NULL DEFAULT '',
  im_enabled INTEGER NOT NULL DEFAULT 0,
  app_is_verification INTEGER NOT NULL DEFAULT 0,
  app_verify_mode INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  user_name TEXT NOT NULL,
  user_name_lc TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  withdrawal_hash TEXT,
  real_name TEXT NOT NULL DEFAULT '',
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  totp_secret TEXT,
  totp_pending TEXT,
  totp_enabled INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, user_name_lc)
);

-- Access tokens are stored hashed (sha256); expires_at in ms since epoch.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tokens_user ON tokens(user_id);

CREATE TABLE company_images (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  image_type INTEGER NOT NULL,
  image_url TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  jump_url TEXT NOT NULL DEFAULT '',
  open_mode INTEGER NOT NULL DEFAULT 2,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX company_images_type ON company_images(tenant_id, image_type);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  news_type INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE short_menus (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  menu_code INTEGER NOT NULL,
  display_name TEXT NOT NULL,
  icon_url TEXT NOT NULL,
  font_color TEXT NOT NULL,
  jump_url TEXT NOT NULL,
  new_jump_url TEXT NOT NULL,
  open_mode INTEGER NOT NULL DEFAULT 2,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  category TEXT NOT NULL,
  image_url TEXT NOT NULL,
  detail_image_url TEXT NOT NULL,
  content TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- box: 0 inbox, 1 outbox; nstatus: 0 unread, 1 read, 2 deleted (kept, never listed).
CREATE TABLE letters (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  box INTEGER NOT NULL,
  nstatus INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  from_name TEXT NOT NULL,
  to_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX letters_user ON letters(user_id, box, nstatus);

CREATE TABLE game_platforms (
  code TEXT PRIMARY KEY,
  plate_type TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  plate_type TEXT NOT NULL,
  platform TEXT NOT NULL REFERENCES game_platforms(code),
  game_code TEXT NOT NULL,
  name TEXT NOT NULL,
  image_url TEXT NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 0,
  is_new INTEGER NOT NULL DEFAULT 0,
  UNIQUE (platform, game_code)
);

CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  fatal INTEGER NOT NULL,
  page TEXT,
  params TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE core_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
