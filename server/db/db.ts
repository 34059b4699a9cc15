// The reference platform's database: by default one SQLite file under the data dir (default
// .data/), WAL mode, foreign keys on, migrated on open from server/db/migrations/*.sql in name
// order. Migration files are owned per module by prefix: 0xx core, 1xx money, 2xx chat.
import Database from "better-sqlite3";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrationSql } from "./dialect.ts";
import { PostgresStore } from "./postgres.ts";
import { SqliteStore, type Store } from "./store.ts";

export type Db = Store;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** The platform's database: PostgreSQL at `url` when one is given, else the SQLite `file`. */
export async function openStore(
  url: string | undefined,
  file: string,
  opts: { fresh?: boolean } = {},
): Promise<Db> {
  if (!url) return openDatabase(file, opts);
  const db = new PostgresStore(url);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

export async function openDatabase(file: string, opts: { fresh?: boolean } = {}): Promise<Db> {
  if (file !== ":memory:") {
    mkdirSync(dirname(file), { recursive: true });
    if (opts.fresh) for (const ext of ["", "-wal", "-shm"]) rmSync(file + ext, { force: true });
  }
  const raw = new Database(file);
  raw.pragma("journal_mode = WAL");
  raw.pragma("foreign_keys = ON");
  raw.pragma("busy_timeout = 5000");
  // FULL: a commit (a ledger posting) is on disk before it is answered, also after a power cut;
  // NORMAL in WAL mode could lose the last commits. One database holds the ledger, so all of it.
  raw.pragma("synchronous = FULL");
  // Reads outside a transaction on a connection of their own (the store's head says why).
  let reader: Database.Database | null = null;
  if (file !== ":memory:") {
    reader = new Database(file, { readonly: true, fileMustExist: true });
    reader.pragma("busy_timeout = 5000");
  }
  const db = new SqliteStore(raw, reader);
  await migrate(db);
  return db;
}

/**
 * PostgreSQL advisory lock keys (numbers fixed for the platform): migrations, and each kind of
 * periodic work that one process does at a time (Store.alone).
 */
export const LOCKS = {
  migrate: 4_515_045,
  settle: 4_515_046,
  chatReplies: 4_515_047,
} as const;

export async function migrate(db: Db): Promise<string[]> {
  // Processes starting together on one PostgreSQL database migrate one after another.
  return db.tx(async () => {
    if (db.dialect === "postgres") await db.exec(`SELECT pg_advisory_xact_lock(${LOCKS.migrate})`);
    return migrateNow(db);
  });
}

async function migrateNow(db: Db): Promise<string[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const done = new Set(await db.pluck<string>("SELECT name FROM schema_migrations"));
  const applied: string[] = [];
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    if (done.has(name)) continue;
    const sql = migrationSql(db.dialect, readFileSync(join(MIGRATIONS_DIR, name), "utf8"));
    await db.tx(async () => {
      await db.exec(sql);
      await db.run("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)", [
        name,
        new Date().toISOString(),
      ]);
    });
    applied.push(name);
  }
  return applied;
}

/** The row a query must find (the caller just wrote or authenticated it): a missing one throws. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("expected row is missing");
  return row;
}
