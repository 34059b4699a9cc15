// First-start seed of the core module (idempotent: runs once per database, marked in core_meta).
import { createHash } from "node:crypto";
import type { PlatformContext } from "../../context.ts";
import { found, type Db } from "../../db/db.ts";
import { hashPassword } from "./passwords.ts";
import { gameSeeds, platformSeeds, seedGameCount } from "./seed-games.ts";
import { seedContent } from "./seed-content.ts";
import { seedLetters } from "./seed-letters.ts";
import { DEMO_USER, TENANT_SEEDS } from "./seed-tenants.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const SEED_KEY = "core-seed-v1";

export async function seedCore(ctx: PlatformContext): Promise<void> {
  const { db } = ctx;
  const seeded = prep(db, "SELECT value FROM core_meta WHERE key = ?");
  if (await seeded.get(SEED_KEY)) return seedTenantMoney(db);
  await db.tx(async () => {
    // Asked again inside: processes starting together on one PostgreSQL database seed once (the
    // one that lost runs its transaction again and finds the seed).
    if (await seeded.get(SEED_KEY)) return;
    const insTenant = prepPluck<unknown[], number>(
      db,
      `INSERT INTO tenants (key, family, name, name_en, v_style, mobile_color, service_url,
         service_backup_url, im_enabled, app_is_verification, app_verify_mode)
       VALUES (?,?,?,?,?,?,?,?,?,?,0) RETURNING id`,
    );
    const demoHash = hashPassword(DEMO_USER.password, ctx.config.scryptN);
    const created = new Date(ctx.now()).toISOString();
    for (const t of ctx.config.tenants) {
      const tenantId = found(
        await insTenant.get(
          t.key,
          t.family,
          t.name[0],
          t.name[1],
          t.vStyle,
          t.mobileColor,
          t.serviceUrl,
          t.serviceBackupUrl,
          t.imEnabled ? 1 : 0,
          t.appIsVerification ? 1 : 0,
        ),
      );
      const userId = found(
        await prepPluck<unknown[], number>(
          db,
          `INSERT INTO users (tenant_id, user_name, user_name_lc, password_hash, real_name, nickname,
               avatar, created_at) VALUES (?, ?, ?, ?, '', ?, ?, ?) RETURNING id`,
        ).get(
          tenantId,
          DEMO_USER.userName,
          DEMO_USER.userName,
          demoHash,
          "Demo",
          "/assets/avatars/1.svg",
          created,
        ),
      );
      await seedContent(db, t, tenantId, ctx.now());
      await seedLetters(db, userId, t, ctx.now());
    }
    await seedGames(db, seedGameCount(ctx.config.seedGames));
    await prep(db, "INSERT INTO core_meta (key, value) VALUES (?, ?)").run(SEED_KEY, created);
  });
  await seedTenantMoney(db);
}

/**
 * Each seeded tenant's currency and helpline, also in a database seeded before they existed; a
 * tenant whose helpline is already set (by its operator) keeps what it has.
 */
async function seedTenantMoney(db: Db): Promise<void> {
  const set = prep(
    db,
    `UPDATE tenants SET currency = ?, helpline_name = ?, helpline_name_en = ?, helpline_phone = ?,
       helpline_url = ? WHERE key = ? AND helpline_phone = ''`,
  );
  for (const t of TENANT_SEEDS) {
    const h = t.helpline;
    await set.run(t.currency, h.name[0], h.name[1], h.phone, h.url, t.key);
  }
}

async function seedGames(db: Db, count: number): Promise<void> {
  const insPlatform = prep(
    db,
    "INSERT INTO game_platforms (code, plate_type, name, name_en, sort) VALUES (?, ?, ?, ?, ?)",
  );
  // PLAYFRONT_SEED_GAMES=10000: a real operator's catalogue size (seed-games.ts).
  const platforms = platformSeeds(count);
  for (const [i, p] of platforms.entries()) {
    await insPlatform.run(p.code, p.plateType, p.name[0], p.name[1], i);
  }
  const insGame = prep(
    db,
    `INSERT INTO games (plate_type, platform, game_code, name, name_en, image_url, is_hot, is_new)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const hash = createHash("sha256");
  for (const g of gameSeeds(platforms)) {
    const url = `/assets/games/${g.platform}/${g.gameCode}.svg`;
    await insGame.run(
      g.plateType,
      g.platform,
      g.gameCode,
      g.name[0],
      g.name[1],
      url,
      +g.isHot,
      +g.isNew,
    );
    hash.update(`${g.platform}/${g.gameCode}/${g.name.join("|")}/${url}/${+g.isHot}${+g.isNew};`);
  }
  await prep(db, "INSERT INTO core_meta (key, value) VALUES ('games-version', ?)").run(
    hash.digest("hex").slice(0, 12),
  );
}
