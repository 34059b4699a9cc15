// `npm run db:move` (server/db/move.ts, scripts/db-move.ts): a SQLite database the platform used
// — members, money, chat — copied into an empty PostgreSQL database, where the platform goes on
// with the same members and balances; a database that is not empty is refused.
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenPlatform } from "../modules/core/test/harness.ts";
import { fund, login, register, type TestServer } from "../modules/money/test-helpers.ts";
import { scratchDatabase } from "../testing/pg-scratch.ts";
import { openDatabase } from "./db.ts";
import { moveToPostgres } from "./move.ts";
import { PostgresStore } from "./postgres.ts";

const dir = mkdtempSync(join(tmpdir(), "pf-move-"));
const file = join(dir, "playfront.db");
let member: { userName: string; id: number };

beforeAll(async () => {
  // A platform on the SQLite file: a member with a deposit and a transfer behind them.
  let now = Date.now();
  const p = await listenPlatform({
    dbFile: file,
    now: () => now,
    config: { depositConfirmDelayMs: 1000 },
  });
  const s: TestServer = {
    app: p.app,
    ctx: p.app.platform,
    base: p.base,
    clock: { now, advance: (ms) => void (now += ms) },
    close: p.close,
  };
  const m = await register(p.base);
  await fund(s, m.api, "321.09");
  const t = await m.api.money("/api/VipUser/ChangeBalance", {
    fromPlateType: "sys",
    toPlateType: "slot",
    amount: "21.09",
  });
  expect(t.status).toBe(200);
  member = m;
  await p.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("moving a SQLite database into PostgreSQL", () => {
  it("copies every table, checks the ledger, and the platform goes on there", async () => {
    const url = (await scratchDatabase())!;
    const report = await moveToPostgres(file, url);
    const sqlite = await openDatabase(file);
    const tables = await sqlite.pluck<string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'",
    );
    const pg = new PostgresStore(url);
    try {
      for (const t of tables) {
        const n = await sqlite.pluckOne<number>(`SELECT COUNT(*) FROM ${t}`);
        expect(await pg.pluckOne<number>(`SELECT COUNT(*) FROM ${t}`), t).toBe(n);
        expect(report.tables[t], t).toBe(n);
      }
      expect(report.tables.journal).toBeGreaterThan(0);
      expect(report.members).toBeGreaterThan(0);
    } finally {
      await pg.close();
      await sqlite.close();
    }
    // The platform on PostgreSQL: the member logs in with their password, their money is there,
    // and new rows are numbered after the copied ones.
    const p = await listenPlatform({ databaseUrl: url });
    try {
      const m = await login(p.base, member.userName, "pass1234");
      expect(m.id).toBe(member.id);
      expect((await m.api.post("/api/VipUser/RefreshBalance", {})).body.result).toBe("300.00");
      const again = await m.api.money("/api/VipUser/ChangeBalance", {
        fromPlateType: "slot",
        toPlateType: "sys",
        amount: "21.09",
      });
      expect(again.status).toBe(200);
      expect((await m.api.post("/api/VipUser/RefreshBalance", {})).body.result).toBe("321.09");
      const other = await register(p.base);
      expect(other.id).toBeGreaterThan(member.id);
    } finally {
      await p.close();
    }
  });

  /** Rows of the journal in the PostgreSQL database at `url`. */
  async function journalRows(url: string) {
    const pg = new PostgresStore(url);
    try {
      return await pg.pluckOne<number>("SELECT COUNT(*) FROM journal");
    } finally {
      await pg.close();
    }
  }

  it("refuses a database that is not empty, and leaves it as it was", async () => {
    const url = (await scratchDatabase())!;
    const first = await moveToPostgres(file, url);
    await expect(moveToPostgres(file, url)).rejects.toThrow(/not empty/);
    expect(await journalRows(url)).toBe(first.tables.journal);
  });

  it("rolls the whole copy back when the ledger does not check out", async () => {
    // A copy of the database whose wallet no longer equals its entries.
    const broken = join(dir, "broken.db");
    copyFileSync(file, broken);
    const db = await openDatabase(broken);
    await db.run("UPDATE wallets SET balance = balance + 1 WHERE user_id = ? AND account = 'sys'", [
      member.id,
    ]);
    await db.close();
    const url = (await scratchDatabase())!;
    await expect(moveToPostgres(broken, url)).rejects.toThrow(
      /1 wallets that differ from the sum of their entries/,
    );
    expect(await journalRows(url)).toBe(0);
  });

  it("runs as one command: npm run db:move with DATABASE_URL", async () => {
    const url = (await scratchDatabase())!;
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/db-move.ts", file], {
      env: { DATABASE_URL: url },
    });
    expect(stdout).toMatch(/rows in \d+ tables copied .* ledger checked for \d+ members/);
  });
});
