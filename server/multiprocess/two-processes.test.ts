// Two platform processes (`node server/main.ts`, real OS processes) on one PostgreSQL database,
// over real HTTP and websockets: money exact to the cent whichever process a request reaches,
// idempotency keys applied once, login limits counted across both, the desk's answer on the
// player's socket held by the other process, due orders settled once, and a process killed
// (SIGKILL) mid-burst losing and doubling nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConversation, ChatGuestInfo } from "../../src/api/contract/chat.ts";
import type { DeskLoginResult } from "../../src/api/contract/desk.ts";
import type { Db } from "../db/db.ts";
import { PostgresStore } from "../db/postgres.ts";
import { client as chatClient } from "../modules/chat/test-client.ts";
import { freshIp } from "../modules/core/test/harness.ts";
import { checkLedger } from "../modules/money/internals.ts";
import { client, register, type Client } from "../modules/money/test-helpers.ts";
import { eventually } from "../faults/platform.ts";
import { freePort } from "../testing/pg-cluster.ts";
import { scratchDatabase } from "../testing/pg-scratch.ts";
import { startPlatform, type Platform } from "../testing/start-platform.ts";

const CHAT_HOST = "elec.localhost";
const ORDER_DELAY_MS = 300;

let db: Db;
let a: Platform;
let b: Platform;
const both = () => [a, b] as const;

beforeAll(async () => {
  const url = await scratchDatabase();
  if (!url) throw new Error("the server-pg project provides a scratch database");
  db = new PostgresStore(url, { max: 2 });
  const env = {
    DATABASE_URL: url,
    PLAYFRONT_DEPOSIT_DELAY_MS: String(ORDER_DELAY_MS),
    PLAYFRONT_WITHDRAWAL_DELAY_MS: String(ORDER_DELAY_MS),
    PLAYFRONT_SWEEP_MS: "100",
    PLAYFRONT_REGISTER_PER_MIN: "1000",
    PLAYFRONT_DIST: "/nonexistent",
  };
  const start = async () => startPlatform({ port: await freePort(), env });
  [a, b] = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await db?.close();
});

/** The ledger balances: every journal sums to zero, wallets agree with their entries. */
async function expectLedgerBalanced() {
  const l = await checkLedger(db);
  expect(l.wallets + l.external).toBe(0);
  expect([l.unbalancedJournals, l.driftedAccounts, l.negativeAccounts]).toEqual([0, 0, 0]);
}

const cents = (userId: number, account: string) =>
  db.pluckOne<number>("SELECT balance FROM wallets WHERE user_id = ? AND account = ?", [
    userId,
    account,
  ]);
const transfers = (userId: number) =>
  db.pluckOne<number>("SELECT COUNT(*) FROM journal WHERE user_id = ? AND kind = 'transfer'", [
    userId,
  ]);

/** A member registered through `on`, with `amount` deposited and settled (by either process). */
async function fundedMember(on: Platform, amount: string) {
  const m = await register(on.base);
  const d = await m.api.money("/api/VipUser/CreateDepositOrder", { channelId: "bank", amount });
  expect(d.status).toBe(200);
  await eventually("the deposit settled", async () =>
    (await cents(m.id, "sys")) === Math.round(Number(amount) * 100) ? true : undefined,
  );
  return { ...m, via: (p: Platform): Client => client(p.base, m.token) };
}

const transfer = (api: Client, from: string, to: string, amount: string, key: string) =>
  api.post("/api/VipUser/ChangeBalance", { fromPlateType: from, toPlateType: to, amount }, { key });

describe("two platform processes on one PostgreSQL database", () => {
  it("one member's transfers through both at once: exact to the cent, the ledger balances", async () => {
    const m = await fundedMember(a, "500.00");
    // Amounts in cents, each way, until the wallets run low: some are refused for the balance.
    const moves = Array.from({ length: 40 }, (_, i) => ({
      up: i % 3 !== 2,
      cents: 1 + ((i * 7919) % 4999),
    }));
    const answers = await Promise.all(
      moves.map((mv, i) =>
        transfer(
          m.via(both()[i % 2]!),
          mv.up ? "sys" : "slot",
          mv.up ? "slot" : "sys",
          (mv.cents / 100).toFixed(2),
          `tx-${m.id}-${i}`,
        ),
      ),
    );
    for (const r of answers) expect([200, 422]).toContain(r.status);
    const done = moves.filter((_, i) => answers[i]!.status === 200);
    expect(done.length).toBeGreaterThan(10);
    const toSlot = done.reduce((sum, mv) => sum + (mv.up ? mv.cents : -mv.cents), 0);
    expect(await cents(m.id, "slot")).toBe(toSlot);
    expect(await cents(m.id, "sys")).toBe(50_000 - toSlot);
    expect(await transfers(m.id)).toBe(done.length);
    // Both processes answer the same balance.
    for (const p of both()) {
      const r = await m.via(p).post<string>("/api/VipUser/RefreshBalance", {});
      expect(r.body.result).toBe(((50_000 - toSlot) / 100).toFixed(2));
    }
    await expectLedgerBalanced();
    // Every transfer of one member contends for the same rows: on a busy machine the retries take
    // a while.
  }, 90_000);

  it("every idempotency key sent to both at the same moment is applied once", async () => {
    const m = await fundedMember(b, "100.00");
    const keys = Array.from({ length: 20 }, (_, i) => `dup-${m.id}-${i}`);
    const pairs = await Promise.all(
      keys.map((key) =>
        Promise.all(both().map((p) => transfer(m.via(p), "sys", "slot", "1.25", key))),
      ),
    );
    for (const [first, second] of pairs) {
      expect([first!.status, second!.status]).toEqual([200, 200]);
      // One of the two was answered from the other's stored result, the same body.
      expect(first!.body).toEqual(second!.body);
      const replayed = [first!, second!].map((r) => r.headers.get("idempotent-replayed"));
      expect(replayed.filter((h) => h === "true")).toHaveLength(1);
    }
    expect(await transfers(m.id)).toBe(20);
    expect(await cents(m.id, "slot")).toBe(20 * 125);
    await expectLedgerBalanced();
  });

  it("30 wrong passwords split over both step the account up as in one process; 29 do not", async () => {
    const login = (p: Platform, userName: string, passWord: string, ip: string) =>
      chatClient(p.port, "127.0.0.1").call("POST", "/api/vipuser/Login", {
        json: { userName, passWord },
        headers: { "x-forwarded-for": ip },
      });
    /** `n` wrong passwords at once, 10 from each address, every other one through each process. */
    const attack = async (userName: string, n: number) => {
      const ips = [freshIp(), freshIp(), freshIp()];
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          login(both()[i % 2]!, userName, "wrong-password", ips[Math.floor(i / 10)]!),
        ),
      );
      for (const r of answers) expect(r.body.error).toBe("bad-credentials");
    };
    const [stepped, spared] = [await register(a.base), await register(b.base)];
    await attack(stepped.userName, 30);
    await attack(spared.userName, 29);
    for (const p of both()) {
      const asked = await login(p, stepped.userName, "pass1234", freshIp());
      expect([asked.status, asked.body.error]).toEqual([422, "captcha-required"]);
    }
    expect((await login(b, spared.userName, "pass1234", freshIp())).status).toBe(200);
  });

  it("a desk agent's answer through one process reaches the player's socket on the other", async () => {
    const player = chatClient(b.port, CHAT_HOST);
    const g = (
      await player.call<ChatGuestInfo>("GET", `/api/v3/common/init/two-${Date.now().toString(36)}`)
    ).body.result;
    const c = (
      await player.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
        form: { guestId: g.guestId },
      })
    ).body.result;
    const handed = await player.call("POST", "/api/v3/vip-im/talk-to-person", {
      form: { guestId: g.guestId, conversationId: String(c.id) },
    });
    expect(handed.status).toBe(200);
    const socket = player.socket(g.connect.server);
    await socket.opened;

    const desk = chatClient(a.port, CHAT_HOST);
    const signIn = await desk.call<DeskLoginResult>("POST", "/api/desk/login", {
      json: { userName: "agent", passWord: "agent1234" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.result.token;
    const claim = await desk.call("POST", `/api/desk/conversations/${c.id}/claim`, {
      token,
      json: {},
    });
    expect(claim.status).toBe(200);
    const reply = await desk.call("POST", `/api/desk/conversations/${c.id}/reply`, {
      token,
      json: { content: "Xin chào từ quầy", clientMsgId: "two-1" },
    });
    expect(reply.status).toBe(200);
    // The agent's "joined" notice, then the answer.
    const frames = await socket.frameCount(2, 10_000);
    expect(frames[1]).toMatchObject({
      data: { sender: "agent", content: "Xin chào từ quầy", conversationId: c.id },
    });
    socket.ws.close();
  });

  it("due deposits taken through both are settled once each", async () => {
    const m = await register(a.base);
    const api = (i: number) => client(both()[i % 2]!.base, m.token);
    const orders = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(i).money("/api/VipUser/CreateDepositOrder", { channelId: "bank", amount: "10.00" }),
      ),
    );
    for (const o of orders) expect(o.status).toBe(200);
    // Nobody reads the member's balance: the processes' timers and rounds settle them.
    await eventually("every deposit settled", async () =>
      (await db.pluckOne<number>(
        "SELECT COUNT(*) FROM deposit_orders WHERE user_id = ? AND status = 'confirmed'",
        [m.id],
      )) === 10
        ? true
        : undefined,
    );
    expect(
      await db.pluckOne<number>(
        "SELECT COUNT(*) FROM journal WHERE user_id = ? AND kind = 'deposit'",
        [m.id],
      ),
    ).toBe(10);
    expect(await cents(m.id, "sys")).toBe(10_000);
    await expectLedgerBalanced();
  });

  it("one process killed mid-burst: every acknowledged transfer is kept, none is doubled", async () => {
    const m = await fundedMember(b, "200.00");
    const n = 80;
    const key = (i: number) => `burst-${m.id}-${i}`;
    const acknowledged = new Set<number>();
    const send = (p: Platform, i: number) =>
      transfer(m.via(p), "sys", "slot", "1.00", key(i)).then(
        (r) => {
          if (r.status === 200) acknowledged.add(i);
          return r.status;
        },
        // The killed process's connections die with it.
        () => 0,
      );
    const burst = Array.from({ length: n }, (_, i) => send(both()[i % 2]!, i));
    // Killed once some of its transfers were answered and others are still in flight.
    await eventually("some transfers answered", async () =>
      [...acknowledged].filter((i) => i % 2 === 0).length >= 5 ? true : undefined,
    );
    await a.kill();
    const statuses = await Promise.all(burst);
    // Some of the killed process's requests died unanswered (else it was not killed mid-burst).
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);
    // Every acknowledged transfer is in the ledger, once: the survivor replays each of them.
    const kept = await transfers(m.id);
    expect(kept).toBeGreaterThanOrEqual(acknowledged.size);
    for (const i of acknowledged) {
      const r = await transfer(m.via(b), "sys", "slot", "1.00", key(i));
      expect([r.status, r.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    }
    // Retrying every key through the survivor: each moves money at most once, n in all.
    for (let i = 0; i < n; i++) {
      expect((await transfer(m.via(b), "sys", "slot", "1.00", key(i))).status).toBe(200);
    }
    expect(await transfers(m.id)).toBe(n);
    expect(await cents(m.id, "slot")).toBe(n * 100);
    expect(await cents(m.id, "sys")).toBe(20_000 - n * 100);
    await expectLedgerBalanced();
  });
});
