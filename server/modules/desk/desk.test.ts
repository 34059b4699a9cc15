// The desk over real HTTP and websockets: the queue, claims (two agents at once: one wins), replies
// the player gets at once with the agent's name, read marks both ways, hand-over, close, the
// supervisor's view, hours, and the agent's second factor.
import { found } from "../../db/db.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConversation, ChatSocketEvent } from "../../../src/api/contract/chat.ts";
import { ChatEvent } from "../../../src/api/contract/constants.ts";
import type {
  DeskConversation,
  DeskQueueItem,
  DeskSocketEvent,
} from "../../../src/api/contract/desk.ts";
import { formatPlatformTime } from "../../../src/api/contract/platform-time.ts";
import { freshIp, totpAt } from "../core/test/harness.ts";
import { hashPassword } from "../core/passwords.ts";
import { createAgent } from "./seed.ts";
import { startDeskPlatform } from "./test-desk.ts";

type Platform = Awaited<ReturnType<typeof startDeskPlatform>>;

describe("the service desk", () => {
  let p: Platform;
  let tenantId: number;
  beforeAll(async () => {
    p = await startDeskPlatform();
    tenantId = found(
      await p.app.platform.db.pluckOne<number>("SELECT id FROM tenants WHERE key = 'elec'"),
    );
  });
  afterAll(() => p.close());

  const as = (token: string) => ({
    get: <T>(path: string) => p.api.call<T>("GET", `/api/desk${path}`, { token }),
    post: <T>(path: string, json: unknown = {}) =>
      p.api.call<T>("POST", `/api/desk${path}`, { token, json }),
  });

  async function playerSocket(guestId: string) {
    const connect = await p.api.call<{ server: string }>(
      "GET",
      `/api/v3/vip-im/connect?guestId=${guestId}`,
    );
    const s = p.api.socket(connect.body.result.server);
    await s.opened;
    return s;
  }

  it("lists waiting conversations oldest first, with waiting time and the player's language", async () => {
    const agent = as((await p.signIn()).token);
    const first = await p.waitingGuest("th");
    p.clock.advance(60_000);
    const second = await p.waitingGuest("vi");
    p.clock.advance(30_000);
    const queue = (await agent.get<DeskQueueItem[]>("/queue")).body.result;
    const mine = queue.filter((q) =>
      [first.conversation.id, second.conversation.id].includes(q.conversationId),
    );
    expect(mine.map((q) => [q.conversationId, q.lang, q.waitingMs])).toEqual([
      [first.conversation.id, "th", 90_000],
      [second.conversation.id, "vi", 30_000],
    ]);
  });

  it("lets exactly one of two agents claim a conversation at once", async () => {
    const a = as((await p.signIn()).token);
    const b = as((await p.signIn("supervisor", "super1234")).token);
    for (let i = 0; i < 5; i++) {
      const w = await p.waitingGuest();
      const path = `/conversations/${w.conversation.id}/claim`;
      const answers = await Promise.all([a.post(path), b.post(path)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const joined = (await p.messages(w.guest.guestId, w.conversation.id)).filter((m) =>
        m.senderId.startsWith("desk-"),
      );
      expect(joined).toHaveLength(1);
    }
  });

  it("gives the player the agent's name and reply at once, and read marks both ways", async () => {
    const session = await p.signIn();
    const agent = as(session.token);
    const w = await p.waitingGuest("vi");
    const socket = await playerSocket(w.guest.guestId);
    const desk = await agent.get<{ server: string }>("/connect");
    const deskSocket = p.api.socket(desk.body.result.server);
    await deskSocket.opened;

    expect((await agent.post(`/conversations/${w.conversation.id}/claim`)).status).toBe(200);
    const reply = await agent.post<{ id: number }>(`/conversations/${w.conversation.id}/reply`, {
      content: "Xin chào",
      clientMsgId: "r1",
    });
    expect(reply.status).toBe(200);
    // A retry stores nothing new.
    const again = await agent.post<{ id: number }>(`/conversations/${w.conversation.id}/reply`, {
      content: "Xin chào",
      clientMsgId: "r1",
    });
    expect(again.body.result.id).toBe(reply.body.result.id);

    const frames = (await socket.frameCount(2)) as ChatSocketEvent[];
    const pushed = frames.flatMap((f) => (f.event === ChatEvent.NewMessage ? [f.data] : []));
    expect(pushed.map((m) => [m.senderName, m.content.includes(session.agent.name)])).toEqual([
      [session.agent.name, true],
      [session.agent.name, false],
    ]);
    expect(pushed[1]!.content).toBe("Xin chào");
    const listed = await p.api.call<ChatConversation[]>(
      "GET",
      `/api/v3/vip-im/conversations/${w.guest.guestId}`,
    );
    expect(listed.body.result[0]!.agent.nickname).toBe(session.agent.name);

    // The player writes; the canned agent stays quiet; the agent reads it.
    const sent = await p.api.call<{ id: number }>(
      "POST",
      `/api/v3/vip-im/send-msg-to-user/${w.guest.guestId}`,
      { form: { conversationId: String(w.conversation.id), content: "cảm ơn" }, lang: "vi" },
    );
    const read = await agent.post<{ agentReadMsgId: number }>(
      `/conversations/${w.conversation.id}/read`,
      { lastReadMsgId: sent.body.result.id },
    );
    expect(read.body.result.agentReadMsgId).toBe(sent.body.result.id);
    const all = (await socket.frameCount(3)) as ChatSocketEvent[];
    expect(all.find((f) => f.event === ChatEvent.ReadMark)?.data).toEqual({
      conversationId: w.conversation.id,
      agentReadMsgId: sent.body.result.id,
    });
    expect(all.filter((f) => f.event === ChatEvent.NewMessage)).toHaveLength(2);

    // The player reads the agent's reply: the desk hears of it and shows it.
    await p.api.call(
      "PUT",
      `/api/v3/vip-im/last-read-msg-id/${w.conversation.id}/${reply.body.result.id}/${w.guest.guestId}`,
    );
    const view = await agent.get<DeskConversation>(`/conversations/${w.conversation.id}`);
    expect(view.body.result.playerReadMsgId).toBe(reply.body.result.id);
    expect(view.body.result.agentReadMsgId).toBe(sent.body.result.id);
    expect(view.body.result.lang).toBe("vi");
    const deskFrames = (await deskSocket.frameCount(1)) as DeskSocketEvent[];
    expect(deskFrames.every((f) => f.event === "changed" && !("message" in f.data))).toBe(true);
    socket.ws.close();
    deskSocket.ws.close();
  });

  it("hands a conversation to another agent, shows it to supervisors only, and closes it", async () => {
    const one = await p.signIn();
    const otherId = await createAgent(
      p.app.platform.db,
      {
        tenantId,
        userName: `agent${Date.now() % 1e6}`,
        passwordHash: hashPassword("quiet-harbour-71", 1024),
        name: "Somchai",
        role: "agent",
      },
      p.clock.now,
    );
    const other = await p.signIn(
      found(
        await p.app.platform.db.pluckOne<string>("SELECT user_name FROM desk_agents WHERE id = ?", [
          otherId,
        ]),
      ),
      "quiet-harbour-71",
    );
    const supervisor = as((await p.signIn("supervisor", "super1234")).token);
    const w = await p.waitingGuest("th");
    const id = w.conversation.id;
    await as(one.token).post(`/conversations/${id}/claim`);
    // Another agent neither sees nor answers it; the supervisor sees it.
    const othersQueue = (await as(other.token).get<DeskQueueItem[]>("/queue")).body.result;
    expect(othersQueue.map((q) => q.conversationId)).not.toContain(id);
    expect((await as(other.token).get(`/conversations/${id}`)).status).toBe(404);
    const supQueue = (await supervisor.get<DeskQueueItem[]>("/queue")).body.result;
    expect(supQueue.find((q) => q.conversationId === id)?.claimedBy?.id).toBe(one.agent.id);
    expect((await supervisor.post(`/conversations/${id}/reply`, { content: "hi" })).status).toBe(
      409,
    );

    expect(
      (await as(one.token).post(`/conversations/${id}/hand`, { agentId: otherId })).status,
    ).toBe(200);
    expect((await as(one.token).post(`/conversations/${id}/reply`, { content: "x" })).status).toBe(
      404,
    );
    expect(
      (await as(other.token).post(`/conversations/${id}/reply`, { content: "สวัสดี" })).status,
    ).toBe(200);
    const named = await p.api.call<ChatConversation[]>(
      "GET",
      `/api/v3/vip-im/conversations/${w.guest.guestId}`,
    );
    expect(named.body.result[0]!.agent.nickname).toBe("Somchai");

    expect((await as(other.token).post(`/conversations/${id}/close`)).status).toBe(200);
    const closed = await p.api.call<ChatConversation[]>(
      "GET",
      `/api/v3/vip-im/conversations/${w.guest.guestId}`,
    );
    expect(closed.body.result[0]!.handedOff).toBe(false);
    const queueAfter = (await supervisor.get<DeskQueueItem[]>("/queue")).body.result;
    expect(queueAfter.map((q) => q.conversationId)).not.toContain(id);
  });

  it("tells the player outside the desk's hours when a person answers, in their zone", async () => {
    const db = p.app.platform.db;
    // The desk opens at 09:00 Shanghai (01:00 UTC); the clock reads 12:00 UTC, so it is closed.
    await db.run("UPDATE desk_hours SET opens = 540, closes = 600 WHERE tenant_id = ?", [tenantId]);
    try {
      const w = await p.waitingGuest("en", "Asia/Bangkok");
      const opensAt = Date.UTC(2026, 0, 16, 1);
      expect(w.conversation.personFrom).toBe(opensAt);
      const notice = (await p.messages(w.guest.guestId, w.conversation.id)).at(-1)!;
      expect(notice.content).toContain(
        formatPlatformTime(opensAt, "en", "dateTime", "Asia/Bangkok"),
      );
      expect(notice.content).toContain("16/01/2026 08:00");
      const me = await as((await p.signIn()).token).get<{ hours: { open: boolean } }>("/me");
      expect(me.body.result.hours.open).toBe(false);
    } finally {
      await db.run("UPDATE desk_hours SET opens = 0, closes = 1440 WHERE tenant_id = ?", [
        tenantId,
      ]);
    }
  });

  it("asks an agent with an authenticator for its code, once per code", async () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await createAgent(
      p.app.platform.db,
      {
        tenantId,
        userName: "twofactor",
        passwordHash: hashPassword("quiet-harbour-71", 1024),
        name: "Tuan",
        role: "supervisor",
        totpSecret: secret,
      },
      p.clock.now,
    );
    const login = (code?: string) =>
      p.api.call("POST", "/api/desk/login", {
        json: { userName: "twofactor", passWord: "quiet-harbour-71", code },
        headers: { "x-forwarded-for": freshIp() },
      });
    expect((await login()).status).toBe(403);
    const code = totpAt(secret, p.clock.now);
    expect((await login(code)).status).toBe(200);
    expect((await login(code)).status).toBe(422);
    // Nothing the desk answers carries a secret or a password hash.
    const me = await login(totpAt(secret, p.clock.now + 30_000));
    expect(JSON.stringify(me.body)).not.toMatch(/scrypt|totp|JBSW/i);
  });
});
