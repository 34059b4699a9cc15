// Fault injection: storage faults on the platform. The database file is
// locked by another writer (a second SQLite connection holding an exclusive transaction), and the
// disk is "full" (PRAGMA max_page_count at the file's current size: SQLite answers SQLITE_FULL as
// on a full disk). Every write must answer 503 with Retry-After — never a 500, never a partial
// change — and the same request retried after the fault is applied once.
import Database from "better-sqlite3";
import type { SqliteStore } from "../db/store.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlatformServer } from "../app.ts";
import type { ChatConversation, ChatGuestInfo } from "../../src/api/contract/chat.ts";
import { client as chatClient } from "../modules/chat/test-client.ts";
import { checkLedger } from "../modules/money/internals.ts";
import { call, login, register, type Res } from "../modules/money/test-helpers.ts";
import { listenPlatform } from "../modules/core/test/harness.ts";

let app: PlatformServer;
let base: string;
let port: number;
let dir: string;
let dbFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "playfront-faults-"));
  dbFile = join(dir, "playfront.db");
  ({ app, port } = await listenPlatform({ dbFile, config: { chatReplyMs: 50 } }));
  // The platform waits 5 s for a lock before giving up; the test does not need to wait that long.
  (app.platform.db as SqliteStore).raw.pragma("busy_timeout = 200");
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The platform's own view of every table's row count (to prove nothing half-happened). */
async function snapshot() {
  const db = app.platform.db;
  const tables = (await db.pluck(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  )) as string[];
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (t) => [t, await db.pluckOne(`SELECT COUNT(*) FROM "${t}"`)]),
    ),
  );
}

function expectUnavailable(r: Pick<Res, "status" | "body" | "headers">) {
  expect(r.status).toBe(503);
  expect(r.body).toMatchObject({ ok: false, result: null });
  expect(r.body.message).toMatch(/try again/i);
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
}

const transferBody = { fromPlateType: "sys", toPlateType: "live", amount: "12.34" };

/** Writes through the money, core and chat modules; each must refuse cleanly under the fault. */
async function writes(token: string) {
  const chat = chatClient(port, "elec.localhost");
  const guest = (await chat.call<ChatGuestInfo>("GET", "/api/v3/common/init/faults-storage-1")).body
    .result;
  const conv = (
    await chat.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
      form: { guestId: guest.guestId },
    })
  ).body.result;
  return {
    transfer: () =>
      call(base, "/api/VipUser/ChangeBalance", transferBody, { token, key: "storage-fault-1" }),
    deposit: () =>
      call(
        base,
        "/api/VipUser/CreateDepositOrder",
        { channelId: "bank", amount: "100" },
        { token, key: "storage-fault-2" },
      ),
    register: () =>
      register(base).then(
        () => 200,
        (e: Error) => e.message,
      ),
    /** A chat read: the conversation list (its answers due are given first when possible). */
    chatRead: () =>
      chat.call<ChatConversation[]>("GET", `/api/v3/vip-im/conversations/${guest.guestId}`),
    chat: async (clientMsgId: string) => {
      const r = await chat.call("POST", `/api/v3/vip-im/send-msg-to-user/${guest.guestId}`, {
        form: { conversationId: String(conv.id), content: "hello", clientMsgId },
      });
      return {
        status: r.status,
        body: r.body,
        headers: new Headers(r.headers as Record<string, string>),
      } as Res;
    },
  };
}

describe("storage faults", () => {
  let token: string;
  beforeAll(async () => {
    token = (await login(base, "demo", "demo1234")).token;
  });

  it("a database locked by another writer answers 503 with Retry-After, changes nothing, and the retry applies once", async () => {
    const w = await writes(token);
    // A question answered 50 ms later: the answer falls due while the file is locked.
    expect((await w.chat("before-lock")).status).toBe(200);
    const before = await snapshot();
    const other = new Database(dbFile);
    other.exec("BEGIN EXCLUSIVE");
    try {
      expectUnavailable(await w.transfer());
      expectUnavailable(await w.deposit());
      expectUnavailable(await w.chat("under-lock"));
      expect(await w.register()).toMatch(/503/);
      // Reads still answer (WAL: a writer never blocks readers).
      const bal = await call<string>(base, "/api/VipUser/RefreshBalance", {}, { token });
      expect(bal.status).toBe(200);
      // A chat answer falling due while the file is locked stays due; the chat still reads.
      await new Promise((r) => setTimeout(r, 100));
      const read = await w.chatRead();
      expect(read.status).toBe(200);
      expect(read.body.result[0]?.lastMessage?.sender).toBe("guest");
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(await snapshot()).toEqual(before);

    const again = await w.transfer();
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect((await w.transfer()).headers.get("idempotent-replayed")).toBe("true");
    // The answer that fell due under the lock is given once the lock is gone.
    const after = await w.chatRead();
    expect(after.body.result[0]?.lastMessage?.sender).toBe("agent");
    expect((await w.chat("under-lock")).status).toBe(200);
    const l = await checkLedger(app.platform.db);
    expect(l.wallets + l.external).toBe(0);
    const live = await call<{ plateType: string; balance: string }[]>(
      base,
      "/api/VipUser/GetPlateTypeList",
      undefined,
      { token },
    );
    expect(live.body.result.find((b) => b.plateType === "live")?.balance).toBe("12.34");
  });

  it("a full disk answers 503 with Retry-After, leaves no half-written row, and the retry applies once", async () => {
    const db = app.platform.db;
    const raw = (db as SqliteStore).raw;
    const key = (i: number) => `storage-full-${i}`;
    const move = (i: number) =>
      call(
        base,
        "/api/VipUser/ChangeBalance",
        { ...transferBody, amount: "0.01" },
        {
          token,
          key: key(i),
        },
      );
    // No page beyond the file's current size: the next write that needs one fails as on a full disk.
    raw.pragma(`max_page_count = ${raw.pragma("page_count", { simple: true }) as number}`);
    let failed: { i: number; res: Res } | undefined;
    let i = 0;
    try {
      for (; i < 2000 && !failed; i++) {
        const res = await move(i);
        if (res.status !== 200) failed = { i, res };
      }
      expect(failed, "the page limit never bit").toBeDefined();
      expectUnavailable(failed!.res);
      const l = await checkLedger(db);
      expect(l.wallets + l.external).toBe(0);
      expect([l.unbalancedJournals, l.driftedAccounts, l.negativeAccounts]).toEqual([0, 0, 0]);
      expect(raw.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      raw.pragma("max_page_count = 1073741823");
    }
    const retry = await move(failed!.i);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    const moved = await db.pluckOne(
      "SELECT COUNT(*) FROM journal WHERE kind = 'transfer' AND amount = 1",
    );
    expect(moved).toBe(failed!.i + 1);
  });
});
