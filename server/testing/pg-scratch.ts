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

let admin: pg.Client | null = null;
let seq = 0;

export async function scratchDatabase(): Promise<string | undefined> {
  const url = inject("pgUrl");
  if (!url) return undefined;
  if (!admin) {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  }
  const name = `pf_${process.pid}_${++seq}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE pf_template`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
