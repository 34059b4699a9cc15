// The one way the platform reaches its database: an asynchronous store of queries and
// transactions, the same for the embedded SQLite file and for PostgreSQL (docs/database.md).
//
// A transaction is the unit of every rule that moves money or spends a limited thing: `tx(fn)`
// runs `fn` with every statement issued inside it (however deep the call, found through the async
// context) on the transaction's connection, commits when `fn` resolves and rolls back when it
// throws. A `tx` inside a `tx` is a savepoint. On SQLite, where one connection serves the
// process, transactions take turns and a statement from outside waits for the open one to end, so
// no two interleave at an `await`.
import { AsyncLocalStorage } from "node:async_hooks";
import type Database from "better-sqlite3";

export interface RunResult {
  /** Rows the statement changed. */
  changes: number;
}

/** Positional values for `?`, or one object of named values for `@name`. */
export type Params = readonly unknown[];

export interface Store {
  readonly dialect: "sqlite" | "postgres";
  /** False once closed. */
  readonly open: boolean;
  all<Row = unknown>(sql: string, params?: Params): Promise<Row[]>;
  get<Row = unknown>(sql: string, params?: Params): Promise<Row | undefined>;
  run(sql: string, params?: Params): Promise<RunResult>;
  /** The first column of every row. */
  pluck<Value = unknown>(sql: string, params?: Params): Promise<Value[]>;
  /** The first column of the first row. */
  pluckOne<Value = unknown>(sql: string, params?: Params): Promise<Value | undefined>;
  /** Runs `fn` as one transaction (a savepoint inside another); see the file's head. */
  tx<T>(fn: () => Promise<T>): Promise<T>;
  /** Statements without parameters or answers, several at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The open transaction of the async context, whatever store it belongs to. */
export interface Frame {
  readonly owner: object;
  open: boolean;
  savepoints: number;
}
export const frames = new AsyncLocalStorage<Frame>();

/** The frame the current code runs inside on `owner`, if one is open (a timer set inside a
 * transaction that fires after it ended is outside it). */
export function openFrame<F extends Frame>(owner: object): F | undefined {
  const f = frames.getStore();
  return f && f.open && f.owner === owner ? (f as F) : undefined;
}

/** Runs `fn` inside a savepoint of the open transaction `f`. */
export async function savepoint<T>(
  f: Frame,
  exec: (sql: string) => unknown,
  fn: () => Promise<T>,
): Promise<T> {
  const name = `sp${++f.savepoints}`;
  await exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (err) {
    await exec(`ROLLBACK TO SAVEPOINT ${name}`);
    await exec(`RELEASE SAVEPOINT ${name}`);
    throw err;
  } finally {
    f.savepoints--;
  }
}

type Stmt = Database.Statement<unknown[], unknown>;

/** Statements built per call (a list of ids) must not grow the cache without end. */
const MAX_CACHED = 500;

interface SqliteFrame extends Frame {
  done: Promise<void>;
}

/** better-sqlite3 behind the store: statements prepared once per SQL text and kept. */
export class SqliteStore implements Store {
  readonly dialect = "sqlite" as const;
  private readonly rows = new Map<string, Stmt>();
  private readonly firsts = new Map<string, Stmt>();
  private active: SqliteFrame | null = null;

  readonly raw: Database.Database;
  constructor(raw: Database.Database) {
    this.raw = raw;
  }

  get open(): boolean {
    return this.raw.open;
  }

  private stmt(sql: string, pluck: boolean): Stmt {
    const cache = pluck ? this.firsts : this.rows;
    let st = cache.get(sql);
    if (!st) {
      if (cache.size >= MAX_CACHED) cache.clear();
      st = this.raw.prepare(sql);
      if (pluck) st.pluck();
      cache.set(sql, st);
    }
    return st;
  }

  /** Runs `work` now unless a transaction of another context is open: then after it ends. */
  private when<T>(work: () => T): Promise<T> {
    const active = this.active;
    if (active && frames.getStore() !== active) {
      return active.done.then(() => this.when(work));
    }
    try {
      return Promise.resolve(work());
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  all<Row>(sql: string, params: Params = []): Promise<Row[]> {
    return this.when(() => this.stmt(sql, false).all(...params) as Row[]);
  }
  get<Row>(sql: string, params: Params = []): Promise<Row | undefined> {
    return this.when(() => this.stmt(sql, false).get(...params) as Row | undefined);
  }
  run(sql: string, params: Params = []): Promise<RunResult> {
    return this.when(() => ({ changes: this.stmt(sql, false).run(...params).changes }));
  }
  pluck<Value>(sql: string, params: Params = []): Promise<Value[]> {
    return this.when(() => this.stmt(sql, true).all(...params) as Value[]);
  }
  pluckOne<Value>(sql: string, params: Params = []): Promise<Value | undefined> {
    return this.when(() => this.stmt(sql, true).get(...params) as Value | undefined);
  }
  exec(sql: string): Promise<void> {
    return this.when(() => void this.raw.exec(sql));
  }

  async tx<T>(fn: () => Promise<T>): Promise<T> {
    const outer = openFrame<SqliteFrame>(this);
    if (outer) return savepoint(outer, (s) => this.raw.exec(s), fn);
    while (this.active) await this.active.done;
    let ended!: () => void;
    const frame: SqliteFrame = {
      owner: this,
      open: true,
      savepoints: 0,
      done: new Promise<void>((r) => (ended = r)),
    };
    this.active = frame;
    try {
      this.raw.exec("BEGIN IMMEDIATE");
      try {
        const result = await frames.run(frame, fn);
        this.raw.exec("COMMIT");
        return result;
      } catch (err) {
        if (this.raw.inTransaction) this.raw.exec("ROLLBACK");
        throw err;
      }
    } finally {
      frame.open = false;
      this.active = null;
      ended();
    }
  }

  async close(): Promise<void> {
    while (this.active) await this.active.done;
    this.raw.close();
  }
}

/** The error a unique index raised (two writers of one name or key: the index decides). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}
