// The desk's first-start seed (once per database, marked in core_meta): on every tenant an agent
// `agent` / `agent1234` and a supervisor `supervisor` / `super1234`, and the desk's hours.
import type { PlatformContext } from "../../context.ts";
import { found, type Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { DeskRole } from "../../../src/api/contract/desk.ts";
import { hashPassword } from "../core/passwords.ts";
import { sealTotpSecret } from "../core/totp.ts";

const SEED_KEY = "desk-seed-v1";

export const DEMO_AGENTS = [
  { userName: "agent", password: "agent1234", name: "Lan", role: DeskRole.Agent },
  { userName: "supervisor", password: "super1234", name: "Mei", role: DeskRole.Supervisor },
] as const;

/** Per tenant key: the zone and the daily hours [opens, closes) in minutes (a real desk's). */
const HOURS: Readonly<Record<string, { timeZone: string; days: [number, number][] }>> = {
  // Round the clock.
  elec: { timeZone: "Asia/Shanghai", days: Array(7).fill([0, 1440]) },
  classic: { timeZone: "Asia/Shanghai", days: Array(7).fill([9 * 60, 1440]) },
  // Closed on Sundays.
  lottery: {
    timeZone: "Asia/Bangkok",
    days: [...Array<[number, number]>(6).fill([10 * 60, 22 * 60]), [0, 0]],
  },
  tq: { timeZone: "Asia/Ho_Chi_Minh", days: Array(7).fill([8 * 60, 20 * 60]) },
};

/** Adds an agent to a tenant (the operator's command, create-agent.ts, and the seed). */
export async function createAgent(
  db: Db,
  a: {
    tenantId: number;
    userName: string;
    /** scrypt hash (passwords.ts): the seed hashes each demo password once for every tenant. */
    passwordHash: string;
    name: string;
    role: DeskRole;
    totpSecret?: string;
  },
  now: number,
): Promise<number> {
  return found(
    await prepPluck<unknown[], number>(
      db,
      `INSERT INTO desk_agents (tenant_id, user_name, user_name_lc, display_name, role,
         password_hash, totp_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ).get(
      a.tenantId,
      a.userName,
      a.userName.toLowerCase(),
      a.name,
      a.role,
      a.passwordHash,
      a.totpSecret ? sealTotpSecret(db, a.totpSecret) : null,
      now,
    ),
  );
}

export async function seedDesk(ctx: PlatformContext): Promise<void> {
  const { db } = ctx;
  const seeded = prepPluck(db, "SELECT value FROM core_meta WHERE key = ?");
  if (await seeded.get(SEED_KEY)) return;
  const tenants = await prep<[], { id: number; key: string }>(
    db,
    "SELECT id, key FROM tenants",
  ).all();
  const demo = DEMO_AGENTS.map((a) => ({
    ...a,
    passwordHash: hashPassword(a.password, ctx.config.scryptN),
  }));
  await db.tx(async () => {
    // Asked again inside: of processes starting together, one seeds (core/seed.ts says how).
    if (await seeded.get(SEED_KEY)) return;
    for (const t of tenants) {
      for (const a of demo) await createAgent(db, { ...a, tenantId: t.id }, ctx.now());
      const hours = HOURS[t.key];
      if (!hours) continue;
      await prep(db, "INSERT INTO desk_time_zones (tenant_id, time_zone) VALUES (?, ?)").run(
        t.id,
        hours.timeZone,
      );
      for (const [weekday, [opens, closes]] of hours.days.entries()) {
        await prep(
          db,
          "INSERT INTO desk_hours (tenant_id, weekday, opens, closes) VALUES (?, ?, ?, ?)",
        ).run(t.id, weekday, opens, closes);
      }
    }
    await prep(db, "INSERT INTO core_meta (key, value) VALUES (?, ?)").run(
      SEED_KEY,
      new Date(ctx.now()).toISOString(),
    );
  });
}
