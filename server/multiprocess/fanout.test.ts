// The chat's fan-out across platforms on one PostgreSQL database (chat/transport.ts): two
// platforms, each with its own pool and LISTEN connection, real HTTP and real websockets. A frame
// published on one reaches the sockets the other holds, once, only after its transaction commits,
// whatever its size, and again after the LISTEN connection was cut.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ChatConnectInfo,
  ChatGuestInfo,
  ChatSocketEvent,
} from "../../src/api/contract/chat.ts";
import { ChatEvent } from "../../src/api/contract/constants.ts";
import { playerChannel } from "../modules/chat/fanout.ts";
import { chatParts } from "../modules/chat/index.ts";
import { client } from "../modules/chat/test-client.ts";
import { listenPlatform, type ListeningPlatform } from "../modules/core/test/harness.ts";
import { MAX_NOTIFY_BYTES } from "../modules/chat/transport.ts";
import { scratchDatabase } from "../testing/pg-scratch.ts";

const CHAT_HOST = "elec.localhost";

describe("chat fan-out across platforms on one PostgreSQL database", () => {
  let url: string;
  let a: ListeningPlatform;
  let b: ListeningPlatform;

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    if (!scratch) throw new Error("the server-pg project provides a scratch database");
    url = scratch;
    a = await listenPlatform({ databaseUrl: url });
    b = await listenPlatform({ databaseUrl: url });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  /** A guest whose socket `on` holds. */
  async function guestOn(on: ListeningPlatform) {
    const api = client(on.port, CHAT_HOST);
    const visit = `fan-${Math.random().toString(36).slice(2, 12)}`;
    const g = (await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${visit}`)).body.result;
    const s = api.socket(g.connect.server);
    await s.opened;
    return { guestId: g.guestId, socket: s };
  }

  const frame = (content: string, id = 1): ChatSocketEvent => ({
    event: ChatEvent.NewMessage,
    data: {
      id,
      conversationId: 1,
      sender: "agent",
      senderId: "agent",
      senderName: "Agent",
      content,
      clientMsgId: null,
      createdAt: 0,
    },
  });

  /**
   * The first `n` frames. Frames arrive in the order they were published, so a frame delivered
   * twice, or one that should not have been, shows up before the last one the test published.
   */
  const settled = (s: { frameCount(n: number): Promise<unknown[]> }, n: number) => s.frameCount(n);

  it("delivers a frame published on one platform to the socket the other holds", async () => {
    const { guestId, socket } = await guestOn(b);
    chatParts(a.app.platform).fanout.publish(playerChannel(guestId), frame("from a"));
    chatParts(a.app.platform).fanout.publish(playerChannel(guestId), frame("marker", 2));
    const frames = await settled(socket, 2);
    expect(frames).toEqual([frame("from a"), frame("marker", 2)]);
    socket.ws.close();
  });

  it("delivers a frame larger than one notification, in order with the small ones", async () => {
    const { guestId, socket } = await guestOn(b);
    const big = "界".repeat(MAX_NOTIFY_BYTES); // three bytes each in UTF-8
    const fanout = chatParts(a.app.platform).fanout;
    fanout.publish(playerChannel(guestId), frame("before", 1));
    fanout.publish(playerChannel(guestId), frame(big, 2));
    fanout.publish(playerChannel(guestId), frame("after", 3));
    expect(await settled(socket, 3)).toEqual([
      frame("before", 1),
      frame(big, 2),
      frame("after", 3),
    ]);
    socket.ws.close();
  });

  it("publishes from a transaction once it commits: never for a rollback, once for a retry", async () => {
    const { guestId, socket } = await guestOn(b);
    const ctx = a.app.platform;
    const { fanout } = chatParts(ctx);
    const channel = playerChannel(guestId);
    await expect(
      ctx.db.tx(async () => {
        fanout.publish(channel, frame("rolled back"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    // A savepoint rolled back drops what was published inside it; its transaction still commits.
    await ctx.db.tx(async () => {
      await ctx.db
        .tx(async () => {
          fanout.publish(channel, frame("savepoint rolled back"));
          throw new Error("inner");
        })
        .catch(() => {});
    });
    // PostgreSQL refuses the first attempt (serialization failure): the transaction runs again.
    let attempts = 0;
    await ctx.db.tx(async () => {
      attempts++;
      fanout.publish(channel, frame(`attempt ${attempts}`, attempts));
      await ctx.db.pluckOne("SELECT 1");
      if (attempts === 1) throw Object.assign(new Error("could not serialize"), { code: "40001" });
    });
    expect(attempts).toBe(2);
    fanout.publish(channel, frame("marker", 9));
    expect(await settled(socket, 2)).toEqual([frame("attempt 2", 2), frame("marker", 9)]);
    socket.ws.close();
  });

  it("listens again after its LISTEN connection is cut: sockets reconnect, later frames arrive", async () => {
    const first = await guestOn(b);
    const closed = new Promise<number>((resolve) => first.socket.ws.once("close", resolve));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Every LISTEN connection of the database (both platforms'), as a restart of the server or a
      // network cut would end them.
      const cut = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      expect(cut.rowCount).toBe(2);
      // The socket of a platform that stopped hearing the others is closed, so its client reads
      // what it missed when it connects again.
      expect(await closed).toBe(1012);
      const again = await guestOn(b);
      // Until the LISTEN connection is back, a frame would be lost: publish until one arrives.
      for (let i = 0; again.socket.frames.length === 0; i++) {
        chatParts(a.app.platform).fanout.publish(playerChannel(again.guestId), frame("back", i));
        await again.socket.frameCount(1, 200).catch(() => {});
      }
      expect(again.socket.frames[0]).toMatchObject({ data: { content: "back" } });
      again.socket.ws.close();
    } finally {
      await admin.end();
    }
  });

  it("closes the sockets of a session ended on the other platform", async () => {
    // A member's chat socket on b; the member logs out on a.
    const api = client(a.port, CHAT_HOST);
    const login = await api.call<{ token: string }>("POST", "/api/vipuser/Login", {
      json: { userName: "demo", passWord: "demo1234" },
      host: CHAT_HOST,
    });
    expect(login.status).toBe(200);
    const token = login.body.result.token;
    const viaB = client(b.port, CHAT_HOST);
    const c = await viaB.call<ChatConnectInfo>("GET", "/api/v3/vip-im/connect", { token });
    expect(c.status).toBe(200);
    const s = viaB.socket(c.body.result.server);
    await s.opened;
    const closed = new Promise<number>((resolve) => s.ws.once("close", resolve));
    expect((await api.call("POST", "/api/vipuser/Logout", { token })).status).toBe(200);
    expect(await closed).toBe(4001);
  });
});
