// PostgreSQL behind the store (DATABASE_URL=postgres://…): a pool of connections; a transaction
// holds one connection from BEGIN to COMMIT. The platform's SQL is written once, in the subset
// both engines speak (docs/database.md); this file adapts what the wire needs: `?` and `@name`
// become `$n`, and values come back as SQLite gives them (64-bit integers and sums as numbers,
// booleans as 0 and 1).
//
// Transactions are SERIALIZABLE and retried when PostgreSQL refuses one (40001, 40P01): two
// processes that read and then write the same rows cannot both commit what they read, which is
// what one writer at a time gave on SQLite. A unique index refusing a concurrent writer (23505)
// is retried too when it ends the transaction, so the retry finds the other's row.
import pg from "pg";
import {
  afterCommitOn,
  frames,
  newFrame,
  openFrame,
  runEffects,
  savepoint,
  type Frame,
  type Params,
  type RunResult,
  type Store,
} from "./store.ts";

// int8 (COUNT, BIGINT columns) and numeric (SUM of int8) as numbers: the platform's integers
// (cents, milliseconds) stay below 2^53. bool as 0/1, as SQLite answers comparisons.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.BOOL, (v) => (v === "t" ? 1 : 0));

interface Translated {
  text: string;
  /** For `@name` SQL: the names in `$n` order. */
  names: string[] | null;
}

/** `?` and `@name` placeholders as `$1…`, outside quotes. */
function translate(sql: string): Translated {
  let text = "";
  let n = 0;
  const names: string[] = [];
  const byName = new Map<string, number>();
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      text += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === "?") {
      text += `$${++n}`;
    } else if (c === "@" && /[A-Za-z_]/.test(sql[i + 1] ?? "")) {
      const name = /^[A-Za-z_]\w*/.exec(sql.slice(i + 1))![0];
      let at = byName.get(name);
      if (at === undefined) {
        names.push(name);
        byName.set(name, (at = names.length));
      }
      text += `$${at}`;
      i += name.length;
    } else {
      text += c;
    }
  }
  // A parameter only tested for NULL has no type PostgreSQL can infer; its value is sent as text.
  text = text.replace(/(\$\d+) IS (NOT )?NULL/g, "$1::text IS $2NULL");
  return { text, names: names.length ? names : null };
}

/** Errors after which the whole transaction runs again. */
const RETRY = new Set(["40001", "40P01", "23505"]);
const MAX_ATTEMPTS = 40;

interface PgFrame extends Frame {
  client: pg.PoolClient;
}

export class PostgresStore implements Store {
  readonly dialect = "postgres" as const;
  readonly pool: pg.Pool;
  /** The listening connection opens its own client on the same database. */
  readonly #url: string;
  private readonly translated = new Map<string, Translated>();
  private closed = false;

  constructor(url: string, opts: { max?: number } = {}) {
    this.#url = url;
    this.pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
    // An idle connection the server dropped must not crash the process.
    this.pool.on("error", () => {});
  }

  get open(): boolean {
    return !this.closed;
  }

  private query(sql: string, params: Params, array: boolean): Promise<pg.QueryResult> {
    let t = this.translated.get(sql);
    if (!t) {
      if (this.translated.size >= 500) this.translated.clear();
      this.translated.set(sql, (t = translate(sql)));
    }
    const values = t.names
      ? t.names.map((name) => (params[0] as Record<string, unknown>)[name])
      : params.map(toWire);
    const config: pg.QueryConfig & { rowMode?: "array" } = {
      text: t.text,
      values: values as unknown[],
    };
    if (array) config.rowMode = "array";
    const f = openFrame<PgFrame>(this);
    return f ? f.client.query(config) : this.pool.query(config);
  }

  async all<Row>(sql: string, params: Params = []): Promise<Row[]> {
    return (await this.query(sql, params, false)).rows as Row[];
  }
  async get<Row>(sql: string, params: Params = []): Promise<Row | undefined> {
    return (await this.query(sql, params, false)).rows[0] as Row | undefined;
  }
  async run(sql: string, params: Params = []): Promise<RunResult> {
    return { changes: (await this.query(sql, params, false)).rowCount ?? 0 };
  }
  async pluck<Value>(sql: string, params: Params = []): Promise<Value[]> {
    return ((await this.query(sql, params, true)).rows as unknown[][]).map((r) => r[0] as Value);
  }
  async pluckOne<Value>(sql: string, params: Params = []): Promise<Value | undefined> {
    const rows = (await this.query(sql, params, true)).rows as unknown[][];
    return rows[0]?.[0] as Value | undefined;
  }
  async exec(sql: string): Promise<void> {
    const f = openFrame<PgFrame>(this);
    await (f ? f.client.query(sql) : this.pool.query(sql));
  }

  async tx<T>(fn: () => Promise<T>): Promise<T> {
    const outer = openFrame<PgFrame>(this);
    if (outer) return savepoint(outer, (s) => outer.client.query(s), fn);
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      const frame: PgFrame = { ...newFrame(this), client };
      let broken = false;
      try {
        await client.query("BEGIN ISOLATION LEVEL SERIALIZABLE");
        const result = await frames.run(frame, fn);
        await client.query("COMMIT");
        frame.open = false;
        runEffects(frame);
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => (broken = true));
        const code = (err as { code?: string }).code;
        if (!code || !RETRY.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        // Apart, at random and further each time, so the same ones do not meet again.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 2 ** attempt)));
      } finally {
        frame.open = false;
        client.release(broken);
      }
    }
  }

  afterCommit(effect: () => void): void {
    afterCommitOn(this, effect);
  }

  async alone(key: number, fn: () => Promise<void>): Promise<boolean> {
    // A session lock on a connection of its own, held while `fn` runs on the pool's others.
    const client = await this.pool.connect();
    let broken = false;
    try {
      const { rows } = await client.query<{ got: boolean }>(
        "SELECT pg_try_advisory_lock($1) AS got",
        [key],
      );
      if (!rows[0]!.got) return false;
      try {
        await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => (broken = true));
      }
      return true;
    } finally {
      client.release(broken);
    }
  }

  /** Sends `payload` to every listener of `channel` (every process of this database). */
  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
  }

  /**
   * Listens on `channel` on a connection of its own (not the pool's), for as long as the store is
   * open: a dropped connection is opened again, after which `onReconnect` runs (what was sent
   * meanwhile is lost to this process).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect: () => void,
  ): { ready: Promise<void>; close(): Promise<void> } {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (again: boolean): Promise<void> => {
      const c = new pg.Client({ connectionString: this.#url });
      let gone = false;
      const lost = () => {
        if (gone) return;
        gone = true;
        if (client === c) client = null;
        void c.end().catch(() => {});
        if (stopped) return;
        retry = setTimeout(() => void connect(true).catch(() => {}), LISTEN_RETRY_MS);
        retry.unref();
      };
      c.on("notification", (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      c.on("error", lost);
      c.on("end", lost);
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN "${channel}"`);
      } catch (err) {
        // The first connection fails the start; a later one is tried again.
        if (!again) stopped = true;
        lost();
        throw err;
      }
      if (stopped) await c.end();
      else if (again) onReconnect();
    };
    const ready = connect(false);
    return {
      ready,
      close: async () => {
        stopped = true;
        clearTimeout(retry);
        const c = client;
        client = null;
        await c?.end().catch(() => {});
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

/** The pause before a dropped LISTEN connection is opened again. */
const LISTEN_RETRY_MS = 500;

/** SQLite takes Buffers and numbers as they are; so does pg, except booleans (0/1 here). */
function toWire(v: unknown): unknown {
  return typeof v === "boolean" ? (v ? 1 : 0) : v;
}
