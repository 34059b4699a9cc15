// The desk's test platform: a real server with a movable clock, a guest of the chat tenant who has
// asked for a person, and desk sign-ins, all over real HTTP (chat/test-client.ts).
import type { PlatformServer } from "../../app.ts";
import type {
  ChatConversation,
  ChatGuestInfo,
  ChatMessage,
} from "../../../src/api/contract/chat.ts";
import type { DeskLoginResult } from "../../../src/api/contract/desk.ts";
import { client } from "../chat/test-client.ts";
import { freshIp, listenPlatform, testClock } from "../core/test/harness.ts";

export const CHAT_HOST = "elec.localhost";

export async function startDeskPlatform() {
  const clock = testClock();
  const platform = await listenPlatform({ now: () => clock.now });
  const api = client(platform.port, CHAT_HOST);
  let n = 0;

  /** A guest of the chat tenant with a conversation handed to a person. */
  async function waitingGuest(lang = "en", timeZone?: string) {
    const visit = `desk-${Date.now().toString(36)}-${n++}`;
    const g = (await api.call<ChatGuestInfo>("GET", `/api/v3/common/init/${visit}`, { lang })).body
      .result;
    const c = (
      await api.call<ChatConversation>("POST", "/api/v3/vip-im/init-guest-msg", {
        form: { guestId: g.guestId },
        lang,
      })
    ).body.result;
    const handed = await api.call<ChatConversation>("POST", "/api/v3/vip-im/talk-to-person", {
      form: { guestId: g.guestId, conversationId: String(c.id), ...(timeZone ? { timeZone } : {}) },
      lang,
    });
    if (handed.status !== 200) throw new Error(`talk-to-person: ${JSON.stringify(handed.body)}`);
    return { guest: g, conversation: handed.body.result };
  }

  async function signIn(userName = "agent", passWord = "agent1234", host = CHAT_HOST) {
    const r = await api.call<DeskLoginResult>("POST", "/api/desk/login", {
      json: { userName, passWord },
      host,
      headers: { "x-forwarded-for": freshIp() },
    });
    if (r.status !== 200) throw new Error(`desk login: ${JSON.stringify(r.body)}`);
    return r.body.result;
  }

  async function messages(guestId: string, conversationId: number) {
    const r = await api.call<{ items: ChatMessage[] }>(
      "GET",
      `/api/v3/vip-im/messages?guestId=${guestId}&conversationId=${conversationId}&pageSize=100`,
    );
    return r.body.result.items;
  }

  return {
    app: platform.app as PlatformServer,
    port: platform.port,
    api,
    clock,
    waitingGuest,
    signIn,
    messages,
    close: () => platform.close(),
  };
}
