// Prepared statements cached per database: preparing costs more than running a simple query on
// the hot paths (balance reads, transfers, idempotency look-ups).
import type { Statement } from "better-sqlite3";
import type { Db } from "../../db/db.ts";

const caches = new WeakMap<Db, Map<string, Statement>>();

function cached(db: Db, key: string, make: () => Statement): Statement {
  let map = caches.get(db);
  if (!map) caches.set(db, (map = new Map()));
  let st = map.get(key);
  if (!st) map.set(key, (st = make()));
  return st;
}

/** A cached statement answering rows. */
export function prep(db: Db, sql: string): Statement {
  return cached(db, sql, () => db.prepare(sql));
}

/** A cached statement answering the first column only (`pluck`). */
export function prepPluck(db: Db, sql: string): Statement {
  return cached(db, `pluck:${sql}`, () => db.prepare(sql).pluck());
}
