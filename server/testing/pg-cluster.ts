// A scratch PostgreSQL cluster for the tests: `initdb` in a temporary folder owned by the
// `postgres` user (PostgreSQL refuses to run as root), started on a port of its own with its socket
// in that folder, stopped and removed by `stop()`. Without PostgreSQL installed it throws a clear
// error (never a skip): `.ci/run` installs Debian's `postgresql`.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PG_BIN = "/usr/lib/postgresql/15/bin";

interface Cluster {
  /** postgres://… of the cluster's `postgres` database. */
  url: string;
  /** The URL of another database on the cluster. */
  urlOf(database: string): string;
  stop(): void;
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export async function startCluster(): Promise<Cluster> {
  if (!existsSync(join(PG_BIN, "initdb"))) {
    throw new Error(
      `PostgreSQL 15 is missing (${PG_BIN}/initdb): the PostgreSQL suites need it (apt-get install postgresql)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "pf-pg-"));
  const root = process.getuid?.() === 0;
  // As root, everything runs as the postgres user, which must own the folder.
  const as = (cmd: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", join(PG_BIN, cmd), ...args], {
          stdio: "pipe",
        })
      : execFileSync(join(PG_BIN, cmd), args, { stdio: "pipe" });
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  try {
    as("initdb", [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    // A scratch cluster: durability off (nothing survives the run anyway), so the suites measure
    // the platform, not the disk.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    as("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
    throw new Error(`the scratch PostgreSQL cluster did not start: ${detail}`, { cause: err });
  }
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    stop() {
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
