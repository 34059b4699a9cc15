// The PostgreSQL suites' cluster (vitest globalSetup of the `server-pg` project): one scratch
// cluster for the run, a migrated template database every test platform copies (CREATE DATABASE …
// TEMPLATE is a file copy, faster than migrating each), stopped when the run ends.
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openStore } from "../db/db.ts";
import { startCluster } from "./pg-cluster.ts";

/** The migrated database each test platform copies (server/testing/pg-scratch.ts). */
const TEMPLATE = "pf_template";

export default async function setup(project: TestProject) {
  const started = performance.now();
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await admin.end();
    const db = await openStore(cluster.urlOf(TEMPLATE), "");
    await db.close();
  } catch (err) {
    cluster.stop();
    throw err;
  }
  project.provide("pgUrl", cluster.url);
  console.log(`PostgreSQL: scratch cluster ready in ${Math.round(performance.now() - started)} ms`);
  return () => cluster.stop();
}
