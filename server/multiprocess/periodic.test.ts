// Periodic work with several platforms on one PostgreSQL database (core/periodic.ts): one process
// at a time does a round (an advisory lock), and work left by a process that stopped is done by
// another's round.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKS } from "../db/db.ts";
import { PostgresStore } from "../db/postgres.ts";
import { listenPlatform, type ListeningPlatform } from "../modules/core/test/harness.ts";
import { register } from "../modules/money/test-helpers.ts";
import { client } from "../modules/chat/test-client.ts";
import type { ChatConversation, ChatGuestInfo, ChatMessage } from "../../src/api/contract/chat.ts";
import { scratchDatabase } from "../testing/pg-scratch.ts";

const CHAT_HOST = "elec.localhost";
let url: string;
beforeAll(async () => {
  const scratch = await scratchDatabase();
  if (!scratch) throw new Error("the server-pg project provides a scratch database");
  url = scratch;
});

/** Resolves when `check` answers true, asking again every 20 ms (or fails after `ms`). */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("not within the time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("one process at a time does a round", () => {
  const stores: PostgresStore[] = [];
  afterAll(async () => {
    for (const s of stores) await s.close();
  });

  it("skips the round another process's store is doing, and does it once that one ended", async () => {
    const [a, b] = [new PostgresStore(url), new PostgresStore(url)];
    stores.push(a, b);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inside = new Promise<void>((r) => (started = r));
    const first = a.alone(LOCKS.settle, async () => {
      started();
      await held;
    });
    await inside;
    let ranOnB = 0;
    expect(await b.alone(LOCKS.settle, async () => void ranOnB++)).toBe(false);
    // Another kind of work is not held back by it.
    expect(await b.alone(LOCKS.chatReplies, async () => void ranOnB++)).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(await b.alone(LOCKS.settle, async () => void ranOnB++)).toBe(true);
    expect(ranOnB).toBe(2);
  });

  it("lets the round go when it fails", async () => {
    const [a, b] = [new PostgresStore(url), new PostgresStore(url)];
    stores.push(a, b);
    await expect(
      a.alone(LOCKS.settle, async () => {
        throw new Error("round failed");
      }),
    ).rejects.toThrow("round failed");
    expect(await b.alone(LOCKS.settle, async () => {})).toBe(true);
  });
});

describe("work a stopped process left", () => {
  const config = {
    depositConfirmDelayMs: 400,
    withdrawalApproveDelayMs: 400,
    chatReplyMs: 400,
    sweepMs: 50,
  };
  /** The process that stays; each test starts one beside it that stops. */
  let b: ListeningPlatform;
  beforeAll(async () => {
    b = await listenPlatform({ databaseUrl: url, config });
  });
  afterAll(() => b.close());

  it("a deposit taken through a process that stopped before it was due is settled by another's round, once", async () => {
    const a = await listenPlatform({ databaseUrl: url, config });
    const m = await register(a.base);
    const order = await m.api.money<{ id: number }>("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "250.00",
    });
    expect(order.status).toBe(200);
    // The process that took it stops before it falls due: its timer goes with it.
    await a.close();
    const db = b.app.platform.db;
    const status = () =>
      db.pluckOne<string>("SELECT status FROM deposit_orders WHERE id = ?", [order.body.result.id]);
    expect(await status()).toBe("pending");
    await eventually(async () => (await status()) === "confirmed");
    expect(
      await db.pluckOne<number>(
        "SELECT COUNT(*) FROM journal WHERE user_id = ? AND kind = 'deposit'",
        [m.id],
      ),
    ).toBe(1);
    expect(
      await db.pluckOne<number>(
        "SELECT balance FROM wallets WHERE user_id = ? AND account = 'sys'",
        [m.id],
      ),
    ).toBe(25_000);
  });

  it("a question asked through a process that stopped before answering is answered by another's round, once, on the player's socket", async () => {
    const a = await listenPlatform({ databaseUrl: url, config });
    const viaA = client(a.port, CHAT_HOST);
    const g = (
      await viaA.call<ChatGuestInfo>("GET", `/api/v3/common/init/round-${Date.now().toString(36)}`)
    ).body.result;
    const c = (
      await viaA.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
        form: { guestId: g.guestId },
      })
    ).body.result;
    // The player's socket is on b (the ticket is in the database: any process takes it).
    const onB = new URL(g.connect.server);
    onB.port = String(b.port);
    const socket = client(b.port, CHAT_HOST).socket(onB.toString());
    await socket.opened;
    const sent = await viaA.call<ChatMessage>(
      "POST",
      `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
      {
        form: { conversationId: String(c.id), content: "How do I deposit?", clientMsgId: "q1" },
      },
    );
    expect(sent.status).toBe(200);
    await a.close();
    const db = b.app.platform.db;
    const answers = () =>
      db.pluckOne<number>(
        "SELECT COUNT(*) FROM chat_messages WHERE conversation_id = ? AND sender = 'agent' AND created_at >= ?",
        [c.id, sent.body.result.createdAt],
      );
    expect(await answers()).toBe(0);
    const [frame] = await socket.frameCount(1);
    expect(frame).toMatchObject({ data: { sender: "agent", conversationId: c.id } });
    expect(await answers()).toBe(1);
    socket.ws.close();
  });
});
