// `npm run db:move`: the platform's SQLite database ($PLAYFRONT_DATA_DIR/playfront.db, or the file
// given) into the empty PostgreSQL database of DATABASE_URL, checked before it commits
// (server/db/move.ts; docs/deploy.md, "From SQLite to PostgreSQL"). Stop the platform first.
import { join, resolve } from "node:path";
import { moveToPostgres } from "../server/db/move.ts";

const url = process.env.DATABASE_URL;
if (!url?.startsWith("postgres")) {
  console.error("db:move: set DATABASE_URL=postgres://… (an empty database)");
  process.exit(2);
}
const file = resolve(
  process.argv[2] ?? join(process.env.PLAYFRONT_DATA_DIR ?? ".data", "playfront.db"),
);
try {
  const report = await moveToPostgres(file, url);
  const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
  console.log(
    `db:move: ${rows} rows in ${Object.keys(report.tables).length} tables copied from ${file}; ledger checked for ${report.members} members`,
  );
} catch (err) {
  console.error(`db:move: ${(err as Error).message}`);
  process.exit(1);
}
