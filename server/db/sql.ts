// The one way modules prepare SQL: statements typed where they are asked for and cached per
// database, since preparing costs more than running a simple query on the hot paths (balance
// reads, transfers, idempotency look-ups).
import type { Statement } from "better-sqlite3";
import type { Db } from "./db.ts";

type AnyStatement = Statement<unknown[], unknown>;
const caches = new WeakMap<Db, Map<string, AnyStatement>>();

/** A statement whose SQL is built per call (a list of ids) must not grow the cache without end. */
const MAX_CACHED = 500;

function cached(db: Db, key: string, make: () => AnyStatement): AnyStatement {
  let map = caches.get(db);
  if (!map) caches.set(db, (map = new Map()));
  if (map.size >= MAX_CACHED && !map.has(key)) map.clear();
  let st = map.get(key);
  if (!st) map.set(key, (st = make()));
  return st;
}

/** A cached statement answering rows of type `Row` (typed here, never cast at the call). */
export function prep<Params extends unknown[] = unknown[], Row = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Row> {
  return cached(db, sql, () => db.prepare(sql)) as Statement<Params, Row>;
}

/** A cached statement answering the first column only (`pluck`), of type `Value`. */
export function prepPluck<Params extends unknown[] = unknown[], Value = unknown>(
  db: Db,
  sql: string,
): Statement<Params, Value> {
  return cached(db, `pluck:${sql}`, () => db.prepare(sql).pluck()) as Statement<Params, Value>;
}
