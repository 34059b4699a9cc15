// A fresh database on the run's scratch cluster for one test platform (server-pg project), copied
// from the migrated template; undefined in the SQLite project (no cluster there).
import pg from "pg";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** postgres://… of the scratch cluster's `postgres` database. */
    pgUrl?: string;
  }
}

let seq = 0;

export async function scratchDatabase(): Promise<string | undefined> {
  const url = inject("pgUrl");
  if (!url) return undefined;
  const name = `pf_${process.pid}_${++seq}`;
  // A connection per copy: one left open would keep the test worker from exiting.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE pf_template`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
