// `npm run db:move`: copies the platform's SQLite database into an empty PostgreSQL database
// (docs/deploy.md, "From SQLite to PostgreSQL"), in one transaction that commits only when the
// copy checks out: every table holds as many rows as in SQLite, every member's wallet equals the
// sum of its ledger entries, every journal sums to zero, and each member's balances are those
// SQLite had. Anything else rolls the copy back and says what differs.
import { existsSync } from "node:fs";
import { openDatabase, openStore, type Db } from "./db.ts";

export interface MoveReport {
  /** Rows copied per table. */
  tables: Record<string, number>;
  /** Members with a wallet, whose balances were compared. */
  members: number;
}

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

/** The tables of the SQLite database, parents before children (foreign keys). */
async function tablesInOrder(sqlite: Db): Promise<string[]> {
  const names = await sqlite.pluck<string>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
  );
  const parents = new Map<string, string[]>();
  for (const name of names) {
    const refs = await sqlite.pluck<string>(
      `SELECT DISTINCT "table" FROM pragma_foreign_key_list('${name}')`,
    );
    parents.set(
      name,
      refs.filter((r) => r !== name),
    );
  }
  const order: string[] = [];
  const visit = (name: string) => {
    if (order.includes(name)) return;
    for (const p of parents.get(name) ?? []) visit(p);
    order.push(name);
  };
  names.forEach(visit);
  return order;
}

/** Each member's wallet balances, in one text per database, to compare. */
const BALANCES = "SELECT user_id, account, balance FROM wallets ORDER BY user_id, account";
const LEDGER_FAULTS = [
  [
    "wallets that differ from the sum of their entries",
    `SELECT COUNT(*) FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(e.amount), 0)
       FROM entries e WHERE e.user_id = w.user_id AND e.account = w.account)`,
  ],
  [
    "journals whose entries do not sum to zero",
    "SELECT COUNT(*) FROM (SELECT journal_id FROM entries GROUP BY journal_id HAVING SUM(amount) <> 0) AS unbalanced",
  ],
] as const;

/**
 * Copies the SQLite `file` into the PostgreSQL database at `url` (migrated first, and empty of
 * data: a database the platform already seeded is refused).
 */
export async function moveToPostgres(file: string, url: string): Promise<MoveReport> {
  if (!existsSync(file)) throw new Error(`no SQLite database at ${file}`);
  const sqlite = await openDatabase(file);
  const pg = await openStore(url, "");
  try {
    if (pg.dialect !== "postgres") throw new Error("DATABASE_URL must name a PostgreSQL database");
    const tables = await tablesInOrder(sqlite);
    for (const t of tables) {
      if ((await pg.pluckOne<number>(`SELECT COUNT(*) FROM ${t}`)) !== 0) {
        throw new Error(
          `the PostgreSQL database is not empty (table ${t} has rows): move into a new one`,
        );
      }
    }
    const report: MoveReport = { tables: {}, members: 0 };
    await pg.tx(async () => {
      for (const t of tables) {
        const rows = await sqlite.all<Record<string, unknown>>(`SELECT * FROM ${t}`);
        report.tables[t] = rows.length;
        if (!rows.length) continue;
        const columns = Object.keys(rows[0]!);
        const head = `INSERT INTO ${t} (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
        const row = `(${columns.map(() => "?").join(", ")})`;
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          await pg.run(
            head + batch.map(() => row).join(", "),
            batch.flatMap((r) => columns.map((c) => r[c])),
          );
        }
        // A numbered table numbers on after the rows it was given.
        if (columns.includes("id")) {
          await pg.exec(
            `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT MAX(id) FROM ${t})) WHERE pg_get_serial_sequence('${t}', 'id') IS NOT NULL`,
          );
        }
      }
      const faults: string[] = [];
      for (const t of tables) {
        const n = await pg.pluckOne<number>(`SELECT COUNT(*) FROM ${t}`);
        if (n !== report.tables[t]) faults.push(`${t}: ${n} rows, SQLite has ${report.tables[t]}`);
      }
      for (const [what, sql] of LEDGER_FAULTS) {
        const n = await pg.pluckOne<number>(sql);
        if (n !== 0) faults.push(`${n} ${what}`);
      }
      const before = await sqlite.all<{ user_id: number }>(BALANCES);
      const after = await pg.all<{ user_id: number }>(BALANCES);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        faults.push("members' balances differ from SQLite's");
      }
      report.members = new Set(after.map((r) => r.user_id)).size;
      if (faults.length) throw new Error(`the copy does not check out:\n  ${faults.join("\n  ")}`);
    });
    return report;
  } finally {
    await pg.close();
    await sqlite.close();
  }
}
