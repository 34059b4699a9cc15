// The one way modules write SQL: statements typed where they are asked for (`prep<Params, Row>`),
// run through the store (db/store.ts), which prepares each SQL text once per database and keeps
// it, since preparing costs more than running a simple query on the hot paths (balance reads,
// transfers, idempotency look-ups). The typed handles are kept too, so asking again costs a lookup.
import type { Db } from "./db.ts";
import type { RunResult } from "./store.ts";

export interface Statement<Params extends unknown[], Row> {
  get(...params: Params): Promise<Row | undefined>;
  all(...params: Params): Promise<Row[]>;
  run(...params: Params): Promise<RunResult>;
}

type AnyStatement = Statement<unknown[], unknown>;
const handles = new WeakMap<Db, Map<string, AnyStatement>>();

/** Statements built per call (a list of ids) must not grow the cache without end. */
const MAX_CACHED = 500;

function cached(db: Db, key: string, make: () => AnyStatement): AnyStatement {
  let map = handles.get(db);
  if (!map) handles.set(db, (map = new Map()));
  let st = map.get(key);
  if (!st) {
    if (map.size >= MAX_CACHED) map.clear();
    map.set(key, (st = make()));
  }
  return st;
}

/** A statement answering rows of type `Row` (typed here, never cast at the call). */
export function prep<Params extends unknown[] = unknown[], Row = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  const st = cached(db, sql, () => ({
    get: (...params) => db.get(sql, params),
    all: (...params) => db.all(sql, params),
    run: (...params) => db.run(sql, params),
  }));
  return st as Statement<Params, Row>;
}

/** A statement answering the first column only, of type `Value`. */
export function prepPluck<Params extends unknown[] = unknown[], Value = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Value> {
  const st = cached(db, `pluck:${sql}`, () => ({
    get: (...params) => db.pluckOne(sql, params),
    all: (...params) => db.pluck(sql, params),
    run: (...params) => db.run(sql, params),
  }));
  return st as Statement<Params, Value>;
}
