// The one way modules write SQL: statements typed where they are asked for (`prep<Params, Row>`),
// run through the store (db/store.ts), which prepares each SQL text once per database and keeps
// it, since preparing costs more than running a simple query on the hot paths (balance reads,
// transfers, idempotency look-ups).
import type { Db } from "./db.ts";
import type { RunResult } from "./store.ts";

export interface Statement<Params extends unknown[], Row> {
  get(...params: Params): Promise<Row | undefined>;
  all(...params: Params): Promise<Row[]>;
  run(...params: Params): Promise<RunResult>;
}

/** A statement answering rows of type `Row` (typed here, never cast at the call). */
export function prep<Params extends unknown[] = unknown[], Row = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  return {
    get: (...params) => db.get<Row>(sql, params),
    all: (...params) => db.all<Row>(sql, params),
    run: (...params) => db.run(sql, params),
  };
}

/** A statement answering the first column only, of type `Value`. */
export function prepPluck<Params extends unknown[] = unknown[], Value = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Value> {
  return {
    get: (...params) => db.pluckOne<Value>(sql, params),
    all: (...params) => db.pluck<Value>(sql, params),
    run: (...params) => db.run(sql, params),
  };
}
