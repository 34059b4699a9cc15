// The store's turns on SQLite: a read outside a transaction never waits for one (it reads the last
// commit), callers outside the open transaction are served in the order they asked, and a
// transaction that stays open while the event loop turns is reported (the tests fail on it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./db.ts";
import { watchTransactionsHeld } from "./store.ts";

const opened: { db: Db; dir?: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

async function fileDb(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), "pf-store-"));
  const db = await openDatabase(join(dir, "p.db"));
  opened.push({ db, dir });
  await db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)");
  await db.run("INSERT INTO t (id, v) VALUES (1, 10)");
  return db;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the SQLite store", () => {
  it("answers a read from outside while a transaction is open, with the last commit", async () => {
    const db = await fileDb();
    const hold = deferred();
    const wrote = deferred();
    const held = db.tx(async () => {
      await db.run("UPDATE t SET v = 11 WHERE id = 1");
      wrote.resolve();
      await hold.promise;
    });
    await wrote.promise;
    // Not behind the transaction: answered while it is still open (before the event loop turns),
    // without its write. The transaction is held open on purpose here.
    const stop = watchTransactionsHeld(() => {});
    try {
      const read = db.pluckOne("SELECT v FROM t WHERE id = 1");
      const turn = new Promise((resolve) => setImmediate(() => resolve("still waiting")));
      expect(await Promise.race([read, turn])).toBe(10);
    } finally {
      hold.resolve();
      await held;
      stop();
    }
    expect(await db.pluckOne("SELECT v FROM t WHERE id = 1")).toBe(11);
  });

  it("writes a statement that answers rows (RETURNING) on the writing connection", async () => {
    const db = await fileDb();
    expect(await db.pluckOne("INSERT INTO t (v) VALUES (20) RETURNING id")).toBe(2);
    expect(await db.get("UPDATE t SET v = v + 1 WHERE id = 2 RETURNING v")).toEqual({ v: 21 });
    expect(await db.pluck("SELECT v FROM t ORDER BY id")).toEqual([10, 21]);
  });

  it("serves callers outside the open transaction in the order they asked", async () => {
    const db = await openDatabase(":memory:");
    opened.push({ db });
    await db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)");
    await db.run("INSERT INTO t (id, v) VALUES (1, 0)");
    const order: string[] = [];
    const hold = deferred();
    const first = db.tx(async () => {
      await db.run("UPDATE t SET v = v + 1");
      await hold.promise;
      order.push("tx0");
    });
    const asked: Promise<unknown>[] = [first];
    for (let i = 1; i <= 3; i++) {
      asked.push(
        db.tx(async () => {
          await db.run("UPDATE t SET v = v + 1");
          await db.run("UPDATE t SET v = v + 1");
          order.push(`tx${i}`);
        }),
      );
      asked.push(db.pluckOne("SELECT v FROM t").then((v) => order.push(`read${i}=${v}`)));
    }
    hold.resolve();
    await Promise.all(asked);
    expect(order).toEqual(["tx0", "tx1", "read1=3", "tx2", "read2=5", "tx3", "read3=7"]);
  });

  it("reports a transaction held open while the event loop turned", async () => {
    const db = await openDatabase(":memory:");
    opened.push({ db });
    const held: Error[] = [];
    const stop = watchTransactionsHeld((where) => held.push(where));
    try {
      await db.tx(async () => {
        await db.pluckOne("SELECT 1");
      });
      expect(held).toEqual([]);
      await db.tx(async () => {
        await new Promise((resolve) => setImmediate(resolve));
      });
      expect(held).toHaveLength(1);
      held.length = 0;
    } finally {
      stop();
    }
  });

  it("runs an effect after the commit: never for a rollback or a savepoint rolled back", async () => {
    const db = await fileDb();
    const seen: string[] = [];
    await expect(
      db.tx(async () => {
        db.afterCommit(() => seen.push("rolled back"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await db.tx(async () => {
      db.afterCommit(() => seen.push("kept"));
      await db
        .tx(async () => {
          db.afterCommit(() => seen.push("savepoint rolled back"));
          throw new Error("inner");
        })
        .catch(() => {});
      await db.run("UPDATE t SET v = 12 WHERE id = 1");
      // Not yet: the transaction is still open.
      expect(seen).toEqual([]);
    });
    db.afterCommit(() => seen.push("outside"));
    expect(seen).toEqual(["kept", "outside"]);
  });
});
