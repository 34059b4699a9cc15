// The one way the platform reaches its database: an asynchronous store of queries and
// transactions, the same for the embedded SQLite file and for PostgreSQL (docs/database.md).
//
// A transaction is the unit of every rule that moves money or spends a limited thing: `tx(fn)`
// runs `fn` with every statement issued inside it (however deep the call, found through the async
// context) on the transaction's connection, commits when `fn` resolves and rolls back when it
// throws. A `tx` inside a `tx` is a savepoint. On SQLite, where one connection writes for the
// process, transactions take turns and a write from outside waits for the open one to end, so no
// two interleave at an `await` (SqliteStore below says who waits for whom).
import { AsyncLocalStorage } from "node:async_hooks";
// The timers module's own functions: a test's fake clock replaces only the globals.
import { clearImmediate, setImmediate } from "node:timers";
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
  /**
   * Runs `effect` once the open transaction commits (at once outside one): an effect outside the
   * database (a push to a socket) must neither happen for a transaction that rolls back nor twice
   * for one that runs again. Dropped with a savepoint that rolls back.
   */
  afterCommit(effect: () => void): void;
  /**
   * Runs `fn` unless another process of the same database runs work of this `key` right now
   * (periodic rounds: one process does each); answers whether it ran. One process on SQLite.
   */
  alone(key: number, fn: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/** The open transaction of the async context, whatever store it belongs to. */
export interface Frame {
  readonly owner: object;
  open: boolean;
  savepoints: number;
  /** Effects waiting for the commit (Store.afterCommit). */
  after: (() => void)[];
}

/** A new transaction's frame on `owner`. */
export function newFrame(owner: object): Frame {
  return { owner, open: true, savepoints: 0, after: [] };
}

/** Queues `effect` on the open transaction of `owner`, or runs it now outside one. */
export function afterCommitOn(owner: object, effect: () => void): void {
  const f = openFrame(owner);
  if (f) f.after.push(effect);
  else effect();
}

/** Runs a committed transaction's effects; one that throws does not keep the others back. */
export function runEffects(f: Frame): void {
  for (const effect of f.after.splice(0)) {
    try {
      effect();
    } catch (err) {
      queueMicrotask(() => {
        throw err;
      });
    }
  }
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
  const effects = f.after.length;
  await exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (err) {
    await exec(`ROLLBACK TO SAVEPOINT ${name}`);
    await exec(`RELEASE SAVEPOINT ${name}`);
    f.after.length = effects;
    throw err;
  } finally {
    f.savepoints--;
  }
}

type Stmt = Database.Statement<unknown[], unknown>;

/** Statements built per call (a list of ids) must not grow the cache without end. */
const MAX_CACHED = 500;

/**
 * better-sqlite3 behind the store: statements prepared once per SQL text and kept.
 *
 * One connection writes. Transactions and statements from outside the open transaction take
 * turns in the order they asked (first come, first served: a read is never overtaken by
 * transactions that asked after it). A file database also has a second, read-only connection: a
 * read outside any transaction goes there and never waits (WAL lets it see the last commit while
 * a transaction is open), as it reads committed rows on PostgreSQL.
 */
export class SqliteStore implements Store {
  readonly dialect = "sqlite" as const;
  private readonly writer: Statements;
  private readonly reader: Statements | null;
  /** The open transaction's frame, if any. */
  private active: Frame | null = null;
  /** Who waits for the connection, in the order they asked. */
  private readonly queue: (() => void)[] = [];

  readonly raw: Database.Database;
  private readonly readRaw: Database.Database | null;
  constructor(raw: Database.Database, readRaw: Database.Database | null = null) {
    this.raw = raw;
    this.readRaw = readRaw;
    this.writer = new Statements(raw);
    this.reader = readRaw && new Statements(readRaw);
  }

  get open(): boolean {
    return this.raw.open;
  }

  /** Runs `work` (synchronous) when the connection is free for a caller outside the open
   * transaction: now, or after those who asked before. */
  private inTurn<T>(work: () => T): Promise<T> {
    if (!this.active && this.queue.length === 0) return attempt(work);
    return new Promise<T>((resolve, reject) =>
      this.queue.push(() => {
        try {
          resolve(work());
        } catch (err) {
          reject(err as Error);
        }
      }),
    );
  }

  /** Hands the connection on to whoever waits, in order, until one of them opens a transaction. */
  private next(): void {
    while (!this.active && this.queue.length > 0) this.queue.shift()!();
  }

  /** Runs `work` on the writing connection: now inside the open transaction, else in turn. */
  private write<T>(work: (s: Statements) => T): Promise<T> {
    if (openFrame(this)) return attempt(() => work(this.writer));
    return this.inTurn(() => work(this.writer));
  }

  /**
   * Runs a statement that answers rows: outside a transaction on the reading connection when there
   * is one and the statement only reads (an `INSERT … RETURNING` answers rows too).
   */
  private read<T>(sql: string, pluck: boolean, work: (st: Stmt) => T): Promise<T> {
    if (this.reader && !openFrame(this)) {
      const st = this.reader.readOnly(sql, pluck);
      if (st) return attempt(() => work(st));
    }
    return this.write((s) => work(s.stmt(sql, pluck)));
  }

  all<Row>(sql: string, params: Params = []): Promise<Row[]> {
    return this.read(sql, false, (st) => st.all(...params) as Row[]);
  }
  get<Row>(sql: string, params: Params = []): Promise<Row | undefined> {
    return this.read(sql, false, (st) => st.get(...params) as Row | undefined);
  }
  run(sql: string, params: Params = []): Promise<RunResult> {
    return this.write((s) => ({ changes: s.stmt(sql, false).run(...params).changes }));
  }
  pluck<Value>(sql: string, params: Params = []): Promise<Value[]> {
    return this.read(sql, true, (st) => st.all(...params) as Value[]);
  }
  pluckOne<Value>(sql: string, params: Params = []): Promise<Value | undefined> {
    return this.read(sql, true, (st) => st.get(...params) as Value | undefined);
  }
  exec(sql: string): Promise<void> {
    return this.write(() => void this.raw.exec(sql));
  }
  afterCommit(effect: () => void): void {
    afterCommitOn(this, effect);
  }
  async alone(_key: number, fn: () => Promise<void>): Promise<boolean> {
    await fn();
    return true;
  }

  async tx<T>(fn: () => Promise<T>): Promise<T> {
    const outer = openFrame(this);
    if (outer) return savepoint(outer, (s) => this.raw.exec(s), fn);
    const frame = newFrame(this);
    // Opened in turn, synchronously, so nobody else runs between the turn and the BEGIN.
    await this.inTurn(() => {
      this.raw.exec("BEGIN IMMEDIATE");
      this.active = frame;
    });
    // Every statement of a SQLite transaction answers at once, so the transaction ends before the
    // event loop turns; if it turns first, the transaction waited on something else (network,
    // a timer, the threadpool) while every writer waited on it. Watched by the tests only.
    let turned: NodeJS.Immediate | undefined;
    if (heldWatchers.length > 0) {
      const where = new Error("a transaction stayed open while the event loop turned");
      turned = setImmediate(() => heldWatchers.at(-1)?.(where));
    }
    try {
      try {
        const result = await frames.run(frame, fn);
        this.raw.exec("COMMIT");
        frame.open = false;
        runEffects(frame);
        return result;
      } catch (err) {
        if (this.raw.inTransaction) this.raw.exec("ROLLBACK");
        throw err;
      }
    } finally {
      if (turned) clearImmediate(turned);
      frame.open = false;
      this.active = null;
      this.next();
    }
  }

  close(): Promise<void> {
    return this.inTurn(() => {
      this.readRaw?.close();
      this.raw.close();
    });
  }
}

const heldWatchers: ((where: Error) => void)[] = [];
/** Calls `watch` with the stack of a SQLite transaction that stayed open while the event loop
 * turned (the tests fail on it), in place of the watchers before it until the returned function
 * stops it. */
export function watchTransactionsHeld(watch: (where: Error) => void): () => void {
  heldWatchers.push(watch);
  return () => void heldWatchers.splice(heldWatchers.indexOf(watch), 1);
}

/** A connection's statements, prepared once per SQL text. */
class Statements {
  private readonly rows = new Map<string, Stmt>();
  private readonly firsts = new Map<string, Stmt>();
  /** SQL texts that write (never run on a read-only connection). */
  private readonly writes = new Set<string>();
  private readonly raw: Database.Database;
  constructor(raw: Database.Database) {
    this.raw = raw;
  }

  stmt(sql: string, pluck: boolean): Stmt {
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

  /** The statement if it only reads, else null (SQLite knows once it is prepared). */
  readOnly(sql: string, pluck: boolean): Stmt | null {
    if (this.writes.has(sql)) return null;
    const st = this.stmt(sql, pluck);
    if (st.readonly) return st;
    if (this.writes.size >= MAX_CACHED) this.writes.clear();
    this.writes.add(sql);
    return null;
  }
}

/** `work`'s answer, or its throw, as a promise. */
function attempt<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (err) {
    return Promise.reject(err as Error);
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
