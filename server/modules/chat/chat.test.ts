import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlatformServer } from "../../app.ts";
import type {
  ChatConnectInfo,
  ChatConversation,
  ChatGuestInfo,
  ChatMessage,
  ChatMessagePage,
  ChatSocketEvent,
} from "../../../src/api/contract/chat.ts";
import { ChatEvent } from "../../../src/api/contract/constants.ts";
import { ChatStore } from "./store.ts";
import { cannedReply } from "./agents.ts";
import { client } from "./test-client.ts";
import { listenPlatform } from "../core/test/harness.ts";

const CHAT_HOST = "elec.localhost"; // the seeded tenant with chat enabled

describe("chat over real HTTP", () => {
  let app: PlatformServer;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    const platform = await listenPlatform({ config: { chatReplyMs: 50 } });
    app = platform.app;
    api = client(platform.port, CHAT_HOST);
  });
  afterAll(() => app.close());

  const visit = () => `dev-${Math.random().toString(36).slice(2, 12)}`;

  async function newGuest() {
    const r = await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${visit()}`);
    expect(r.status).toBe(200);
    return r.body.result;
  }

  async function openConversation(guestId: string) {
    const r = await api.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
      form: { guestId },
    });
    expect(r.status).toBe(200);
    return r.body.result;
  }

  it("inits a guest by device fingerprint: new once, then old, with a ws address", async () => {
    const id = visit();
    const first = await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${id}`);
    expect(first.body.result).toMatchObject({ guestType: 1 });
    expect(first.body.result.connect.server).toMatch(
      new RegExp(`^ws://${CHAT_HOST}:\\d+/api/v3/vip-im/ws\\?ticket=`),
    );
    const again = await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${id}`);
    expect(again.body.result.guestType).toBe(2);
    expect(again.body.result.guestId).toBe(first.body.result.guestId);
    expect(first.headers["cache-control"]).toBe("no-store");
  });

  it("refuses chat on a tenant without it", async () => {
    const r = await api.call("GET", `/api/v3/common/init/${visit()}`, {
      host: "classic.localhost",
    });
    expect(r.status).toBe(403);
    expect(r.body.ok).toBe(false);
  });

  it("opens a conversation with a greeting, idempotently, and lists it", async () => {
    const g = await newGuest();
    const c1 = await openConversation(g.guestId);
    const c2 = await openConversation(g.guestId);
    expect(c2.id).toBe(c1.id);
    expect(c1.agent).toMatchObject({ uid: "svc-1", nickname: "Customer Service" });
    expect(c1.lastMessage?.sender).toBe("agent");
    expect(c1.unreadCount).toBe(1);
    const list = await api.call<ChatConversation[]>(
      "GET",
      `/api/v3/vip-im/conversations/${g.guestId}`,
    );
    expect(list.body.result.map((c) => c.id)).toEqual([c1.id]);
    const unread = await api.call<number>("GET", `/api/v3/vip-im/un-read-count/${g.guestId}`);
    expect(unread.body.result).toBe(1);
  });

  it("sends, gets the agent's answer, pages by id and marks read", async () => {
    const g = await newGuest();
    const c = await openConversation(g.guestId);
    const sent = await api.call<ChatMessage>(
      "POST",
      `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
      {
        form: { conversationId: String(c.id), content: "How do I deposit?", clientMsgId: "c1" },
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.result).toMatchObject({ sender: "guest", content: "How do I deposit?" });
    // A retry with the same clientMsgId answers the first message, not a second one.
    const retry = await api.call<ChatMessage>(
      "POST",
      `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
      {
        form: { conversationId: String(c.id), content: "How do I deposit?", clientMsgId: "c1" },
      },
    );
    expect(retry.body.result.id).toBe(sent.body.result.id);
    await new Promise((r) => setTimeout(r, 200));

    const page = await api.call<ChatMessagePage>(
      "GET",
      `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=${c.id}&pageSize=2`,
    );
    const items = page.body.result.items;
    expect(items).toHaveLength(2);
    expect(items[0]!.id).toBe(sent.body.result.id);
    expect(items[1]!.sender).toBe("agent");
    expect(items[1]!.content).toMatch(/deposit/i);
    expect(page.body.result.hasMore).toBe(true);
    const older = await api.call<ChatMessagePage>(
      "GET",
      `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=${c.id}&beforeId=${items[0]!.id}`,
    );
    expect(older.body.result.items.map((m) => m.id)).toEqual([c.lastMessage!.id]);
    expect(older.body.result.hasMore).toBe(false);

    const range = await api.call<ChatMessage[]>(
      "GET",
      `/api/v3/vip-im/range-message-by-id/${g.guestId}?fromId=${sent.body.result.id}`,
    );
    expect(range.body.result.map((m) => m.id)).toEqual([items[1]!.id]);

    const read = await api.call<{ unreadCount: number }>(
      "PUT",
      `/api/v3/vip-im/last-read-msg-id/${c.id}/${items[1]!.id}/${g.guestId}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.result.unreadCount).toBe(0);
  });

  it.each([
    ["zh-hans", "怎么提现", "取款", "在线客服", "您好！这里是在线客服"],
    ["zh-hant", "怎麼提領", "取款密碼", "線上客服", "您好！這裡是線上客服"],
    ["vi", "rút tiền thế nào", "Rút tiền", "CSKH trực tuyến", "Xin chào!"],
    ["th", "ถอนเงินยังไง", "ถอนเงิน", "ฝ่ายบริการลูกค้า", "สวัสดีค่ะ"],
  ])("greets and answers in %s", async (lang, question, answer, agent, hello) => {
    const g = await newGuest();
    const c = await api.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
      lang,
      form: { guestId: g.guestId },
    });
    expect(c.body.result.agent.nickname).toBe(agent);
    await api.call("POST", `/api/v3/vip-im/send-msg-to-user/${g.guestId}`, {
      lang,
      form: { conversationId: String(c.body.result.id), content: question },
    });
    await new Promise((r) => setTimeout(r, 200));
    const range = await api.call<ChatMessage[]>(
      "GET",
      `/api/v3/vip-im/range-message-by-id/${g.guestId}?fromId=0`,
      { lang },
    );
    const [first, , last] = range.body.result;
    expect(first!.content).toContain(hello);
    expect(last!.sender).toBe("agent");
    expect(last!.content).toContain(answer);
    expect(last!.senderName).toBe(agent);
  });

  it("lists agents and personal data", async () => {
    const g = await newGuest();
    const users = await api.call<{ uid: string }[]>("GET", "/api/v3/vip-im/users");
    expect(users.body.result.map((u) => u.uid)).toContain("svc-1");
    const data = await api.call<{ guestId: string; quickPhrases: string[] }>(
      "GET",
      `/api/v3/vip-im/user-personal-custom-data?guestId=${g.guestId}`,
    );
    expect(data.body.result.guestId).toBe(g.guestId);
    expect(data.body.result.quickPhrases.length).toBeGreaterThan(0);
  });

  it.each(["zh-hans", "zh-hant", "en", "vi", "th"] as const)(
    "offers quick questions in %s that the agent answers (not its fallback)",
    async (lang) => {
      const g = await newGuest();
      const data = await api.call<{ quickPhrases: string[] }>(
        "GET",
        `/api/v3/vip-im/user-personal-custom-data?guestId=${g.guestId}`,
        { lang },
      );
      const phrases = data.body.result.quickPhrases;
      expect(phrases).toHaveLength(4);
      const fallback = cannedReply("…", lang);
      for (const p of phrases) {
        if (lang === "vi" || lang === "th") expect(p, p).not.toMatch(/\p{Script=Han}/u);
        expect(cannedReply(p, lang), p).not.toBe(fallback);
      }
    },
  );

  it("keeps guests apart: another guest's conversation is a 404", async () => {
    const a = await newGuest();
    const b = await newGuest();
    const ca = await openConversation(a.guestId);
    const r = await api.call("POST", `/api/v3/vip-im/send-msg-to-user/${b.guestId}`, {
      form: { conversationId: String(ca.id), content: "hi" },
    });
    expect(r.status).toBe(404);
    const m = await api.call(
      "GET",
      `/api/v3/vip-im/messages?guestId=${b.guestId}&conversationId=${ca.id}`,
    );
    expect(m.status).toBe(404);
    // A guest of one tenant does not exist on another tenant's host.
    const other = await api.call("GET", `/api/v3/vip-im/un-read-count/${a.guestId}`, {
      host: "tq.localhost",
    });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
  });

  it("answers bad input with a 4xx, never a 5xx, and changes nothing", async () => {
    const g = await newGuest();
    const c = await openConversation(g.guestId);
    const bad: [string, string, Parameters<typeof api.call>[2]][] = [
      ["GET", "/api/v3/common/init/x", {}],
      ["GET", `/api/v3/common/init/${"a".repeat(65)}`, {}],
      ["GET", "/api/v3/common/init/bad%20id%21%21%21", {}],
      ["GET", "/api/v3/vip-im/conversations/nobody", {}],
      ["GET", "/api/v3/vip-im/conversations/%00%01", {}],
      ["GET", `/api/v3/vip-im/messages?guestId=${g.guestId}`, {}],
      ["GET", `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=abc`, {}],
      ["GET", `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=-1`, {}],
      [
        "GET",
        `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=${c.id}&pageSize=1e9`,
        {},
      ],
      ["GET", `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=99999999`, {}],
      ["GET", `/api/v3/vip-im/range-message-by-id/${g.guestId}?fromId=NaN`, {}],
      ["GET", `/api/v3/vip-im/range-message-by-id/${g.guestId}?fromId=-5`, {}],
      ["PUT", `/api/v3/vip-im/last-read-msg-id/${c.id}/99999999/${g.guestId}`, {}],
      ["PUT", `/api/v3/vip-im/last-read-msg-id/0/1/${g.guestId}`, {}],
      ["PUT", `/api/v3/vip-im/last-read-msg-id/${c.id}/1.5/${g.guestId}`, {}],
      ["POST", "/api/v3/vip-im/init-guest-msg", { form: {} }],
      ["POST", "/api/v3/vip-im/init-guest-msg", { form: { guestId: g.guestId, uid: "nobody" } }],
      ["POST", "/api/v3/vip-im/init-guest-msg", { raw: { type: "application/json", body: "{" } }],
      [
        "POST",
        `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
        { form: { conversationId: String(c.id) } },
      ],
      [
        "POST",
        `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
        { form: { conversationId: String(c.id), content: "   " } },
      ],
      [
        "POST",
        `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
        { form: { conversationId: String(c.id), content: "x".repeat(1001) } },
      ],
      [
        "POST",
        `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
        { json: { conversationId: [1], content: { a: 1 } } },
      ],
      [
        "POST",
        `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
        { raw: { type: "application/x-www-form-urlencoded", body: "%%%" } },
      ],
      [
        "POST",
        `/api/v3/vip-im/send-msg-to-user/${g.guestId}`,
        { raw: { type: "text/plain", body: "hello" } },
      ],
      ["GET", "/api/v3/vip-im/connect", {}],
      ["GET", "/api/v3/vip-im/user-personal-custom-data", {}],
      ["GET", "/api/v3/vip-im/user-personal-custom-data?guestId=m1", {}],
    ];
    for (const [method, path, o] of bad) {
      const r = await api.call(method, path, o);
      expect(r.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${path}`).toBeLessThan(500);
      expect(r.body.ok, `${method} ${path}`).toBe(false);
    }
    const page = await api.call<ChatMessagePage>(
      "GET",
      `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=${c.id}`,
    );
    expect(page.body.result.items).toHaveLength(1); // only the greeting
  });

  it("marks the guest's messages read as the agent answers, and hands the conversation to a person once", async () => {
    const g = await newGuest();
    const c = await openConversation(g.guestId);
    expect(c).toMatchObject({ agentReadMsgId: 0, handedOff: false });
    const send = async (content: string, clientMsgId: string) =>
      (
        await api.call<ChatMessage>("POST", `/api/v3/vip-im/send-msg-to-user/${g.guestId}`, {
          form: { conversationId: String(c.id), content, clientMsgId },
        })
      ).body.result;
    const conversation = async () =>
      (
        await api.call<ChatConversation[]>("GET", `/api/v3/vip-im/conversations/${g.guestId}`)
      ).body.result.find((x) => x.id === c.id)!;
    const messages = async () =>
      (
        await api.call<ChatMessagePage>(
          "GET",
          `/api/v3/vip-im/messages?guestId=${g.guestId}&conversationId=${c.id}&pageSize=100`,
        )
      ).body.result.items;

    const first = await send("my bet slip vanished", "p1");
    await new Promise((r) => setTimeout(r, 200));
    // The canned answer read the message, and says how to reach a person.
    expect(await conversation()).toMatchObject({ agentReadMsgId: first.id, handedOff: false });
    expect((await messages()).at(-1)!.content).toContain("Talk to a person");

    const ask = () =>
      api.call<ChatConversation>("POST", "/api/v3/vip-im/talk-to-person", {
        form: { guestId: g.guestId, conversationId: String(c.id) },
      });
    const handed = await ask();
    expect(handed.status).toBe(200);
    expect(handed.body.result).toMatchObject({ handedOff: true, agentReadMsgId: first.id });
    expect((await ask()).body.result.handedOff).toBe(true);
    const notices = (await messages()).filter((m) =>
      m.content.includes("passed this conversation"),
    );
    // Asked twice, told once.
    expect(notices).toHaveLength(1);

    // The canned agent is quiet now: the message waits, sent and unread, in the person queue.
    const waiting = await send("still there?", "p2");
    await new Promise((r) => setTimeout(r, 200));
    expect((await messages()).at(-1)!.id).toBe(waiting.id);
    expect((await conversation()).agentReadMsgId).toBe(first.id);
    const tenantId = await app.platform.db.pluckOne<number>(
      "SELECT tenant_id FROM chat_guests WHERE guest_id = ?",
      [g.guestId],
    );
    expect(await new ChatStore(app.platform.db).personQueue(tenantId!)).toContainEqual(
      expect.objectContaining({ conversation_id: c.id, waiting: 1 }),
    );

    // Someone else's conversation cannot be handed off.
    const other = await newGuest();
    const refused = await api.call("POST", "/api/v3/vip-im/talk-to-person", {
      form: { guestId: other.guestId, conversationId: String(c.id) },
    });
    expect(refused.status).toBe(404);
  });

  it("never answers random input with a 5xx (fuzz)", async () => {
    const g = await newGuest();
    const c = await openConversation(g.guestId);
    const anything = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom("", "0", "-1", "1e309", "NaN", g.guestId, String(c.id), "m1", "%00"),
    );
    const seg = (v: string) => encodeURIComponent(v) || "x";
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "conversations",
          "range",
          "last-read",
          "send",
          "unread",
          "messages",
          "init",
          "person",
        ),
        anything,
        anything,
        fc.dictionary(
          fc.constantFrom("conversationId", "content", "clientMsgId", "guestId", "uid"),
          anything,
        ),
        async (call, a, b, form) => {
          const paths: Record<string, [string, string]> = {
            conversations: ["GET", `/api/v3/vip-im/conversations/${seg(a)}`],
            range: ["GET", `/api/v3/vip-im/range-message-by-id/${seg(a)}?fromId=${seg(b)}`],
            "last-read": [
              "PUT",
              `/api/v3/vip-im/last-read-msg-id/${seg(a)}/${seg(b)}/${g.guestId}`,
            ],
            send: ["POST", `/api/v3/vip-im/send-msg-to-user/${seg(a)}`],
            unread: ["GET", `/api/v3/vip-im/un-read-count/${seg(a)}`],
            messages: ["GET", `/api/v3/vip-im/messages?guestId=${seg(a)}&conversationId=${seg(b)}`],
            init: ["GET", `/api/v3/common/init/${seg(a)}`],
            person: ["POST", "/api/v3/vip-im/talk-to-person"],
          };
          const [method, path] = paths[call]!;
          // From an address of its own: the random inits are new guests, and the per-address cap
          // on those must not refuse the other tests' guests.
          const headers = { "x-forwarded-for": "10.9.9.9" };
          const r = await api.call(
            method,
            path,
            method === "POST" ? { form, headers } : { headers },
          );
          expect(r.status, `${method} ${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("limits how fast a guest can send (429)", async () => {
    const g = await newGuest();
    const c = await openConversation(g.guestId);
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const r = await api.call("POST", `/api/v3/vip-im/send-msg-to-user/${g.guestId}`, {
        form: { conversationId: String(c.id), content: `m${i}` },
      });
      last = r.status;
    }
    expect(last).toBe(429);
  });

  describe("websocket", () => {
    it("pushes the agent's answer as { event: 0, data }", async () => {
      const g = await newGuest();
      const c = await openConversation(g.guestId);
      const s = api.socket(g.connect.server, `http://${new URL(g.connect.server).host}`);
      await s.opened;
      await api.call("POST", `/api/v3/vip-im/send-msg-to-user/${g.guestId}`, {
        form: { conversationId: String(c.id), content: "hello" },
      });
      const [frame] = (await s.frameCount(1)) as ChatSocketEvent[];
      expect(frame!.event).toBe(0);
      expect(frame!.data).toMatchObject({ sender: "agent", conversationId: c.id });
      s.ws.close();
    });

    it("refuses another origin and a forged ticket before upgrading", async () => {
      const g = await newGuest();
      const evil = api.socket(g.connect.server, "https://evil.example");
      await expect(evil.opened).rejects.toThrow(/403/);
      const forged = g.connect.server.replace(/ticket=[^&]+/, "ticket=g123.99999999999999.abc");
      await expect(api.socket(forged).opened).rejects.toThrow(/401/);
      const missing = g.connect.server.replace(/\?ticket=.*/, "");
      await expect(api.socket(missing).opened).rejects.toThrow(/401/);
    });

    it("gives a guest the same address from connect, and only its own messages", async () => {
      const a = await newGuest();
      const b = await newGuest();
      const conn = await api.call<ChatConnectInfo>(
        "GET",
        `/api/v3/vip-im/connect?guestId=${a.guestId}`,
      );
      expect(conn.body.result.guestId).toBe(a.guestId);
      const sa = api.socket(conn.body.result.server);
      const sb = api.socket(b.connect.server);
      await Promise.all([sa.opened, sb.opened]);
      const ca = await openConversation(a.guestId);
      await api.call("POST", `/api/v3/vip-im/send-msg-to-user/${a.guestId}`, {
        form: { conversationId: String(ca.id), content: "hi" },
      });
      await sa.frameCount(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(sb.frames).toHaveLength(0);
      sa.ws.close();
      sb.ws.close();
    });
  });

  describe("members", () => {
    async function login() {
      const r = await api.call<{ token: string; id: number }>("POST", "/api/vipuser/Login", {
        json: { userName: "demo", passWord: "demo1234" },
      });
      expect(r.status).toBe(200);
      return r.body.result;
    }

    it("ties the member's chat identity to the member and requires the token", async () => {
      const { token } = await login();
      const conn = await api.call<ChatConnectInfo>("GET", "/api/v3/vip-im/connect", { token });
      expect(conn.status).toBe(200);
      const id = conn.body.result.guestId;
      const again = await api.call<ChatConnectInfo>("GET", "/api/v3/vip-im/connect", { token });
      expect(again.body.result.guestId).toBe(id);
      // Without the token, the member's identity is not usable by someone who knows it.
      const anon = await api.call("GET", `/api/v3/vip-im/conversations/${id}`);
      expect(anon.status).toBe(401);

      const s = api.socket(conn.body.result.server);
      await s.opened;
      const init = await api.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
        token,
        form: { guestId: id },
      });
      expect(init.status).toBe(200);
      const sent = await api.call<ChatMessage>("POST", `/api/v3/vip-im/send-msg-to-user/${id}`, {
        token,
        form: { conversationId: String(init.body.result.id), content: "password help" },
      });
      expect(sent.body.result.senderName).toBe("demo");
      const [frame] = (await s.frameCount(1)) as ChatSocketEvent[];
      expect(frame!.event === ChatEvent.NewMessage && frame!.data.content).toMatch(/password/i);
      s.ws.close();
    });
  });
});
