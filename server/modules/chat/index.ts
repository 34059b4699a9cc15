// Customer-service chat of the reference platform: guest init, conversations, messages, unread
// counts, a websocket that pushes new messages, and a service agent that answers. See README.md.
import websocket from "@fastify/websocket";
import type { PlatformModule } from "../../context.ts";
import { cannedReply } from "./agents.ts";
import { ChatHub } from "./hub.ts";
import { namedMessage, registerChatRoutes } from "./routes.ts";
import { registerChatSocket } from "./socket.ts";
import { ChatStore } from "./store.ts";
import { ChatSender } from "../../../src/api/contract/chat.ts";

const FORM = "application/x-www-form-urlencoded";

/** How long the agent "types" before answering (ms); PLAYFRONT_CHAT_REPLY_MS overrides. */
export function replyDelayMs(): number {
  const v = Number(process.env.PLAYFRONT_CHAT_REPLY_MS ?? 500);
  return Number.isFinite(v) && v >= 0 ? v : 500;
}

export const chatModule: PlatformModule = async (app, ctx) => {
  const store = new ChatStore(ctx.db);
  const hub = new ChatHub();
  const timers = new Set<NodeJS.Timeout>();
  const delay = replyDelayMs();

  // A scope of its own: the websocket plugin and the form parser apply to chat routes only.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(
        FORM,
        { parseAs: "string", bodyLimit: 16 * 1024 },
        (_r, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }
    scope.addHook("onSend", async (_req, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    });

    registerChatRoutes(scope, {
      ctx,
      store,
      hub,
      onGuestMessage(guest, message, lang) {
        const t = setTimeout(() => {
          timers.delete(t);
          // The conversation may be gone with a closed database (server shutting down).
          const conversation = store.conversation(message.conversationId);
          if (!conversation) return;
          const reply = store.insertMessage({
            conversation_id: message.conversationId,
            sender: ChatSender.Agent,
            sender_id: conversation.agent_uid,
            content: cannedReply(message.content, lang),
            client_msg_id: null,
            created_at: ctx.now(),
          });
          hub.push(guest.guest_id, namedMessage(reply, guest, lang));
        }, delay);
        timers.add(t);
      },
    });
    registerChatSocket(scope, { ctx, store, hub });
  });

  app.addHook("onClose", async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    hub.close();
  });
};
