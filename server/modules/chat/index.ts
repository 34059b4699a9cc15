// Customer-service chat of the reference platform: guest init, conversations, messages, unread
// counts, a websocket that pushes new messages, and a service agent that answers. See README.md.
import type { PlatformContext, PlatformModule } from "../../context.ts";
import { isStorageFault } from "../../http/errors.ts";
import { everyProcessRound } from "../core/periodic.ts";
import { ChatHub } from "./hub.ts";
import { ChatReplies } from "./replies.ts";
import { registerChatRoutes } from "./routes.ts";
import { registerChatSocket } from "./socket.ts";
import { ChatStore } from "./store.ts";
import { openTransport, type Transport } from "./transport.ts";

const FORM = "application/x-www-form-urlencoded";

/** What the desk module uses of the chat: its store, this process's sockets and the fan-out. */
export interface ChatParts {
  store: ChatStore;
  hub: ChatHub;
  fanout: Transport;
}
const parts = new WeakMap<PlatformContext, ChatParts>();

export function chatParts(ctx: PlatformContext): ChatParts {
  const p = parts.get(ctx);
  if (!p) throw new Error("the chat module is registered before the desk");
  return p;
}

export const chatModule: PlatformModule = async (app, ctx) => {
  const store = new ChatStore(ctx.db, ctx.config.chatReplyMs);
  const hub = new ChatHub();
  const fanout = openTransport(ctx.db, hub);
  await fanout.ready;
  parts.set(ctx, { store, hub, fanout });
  const replies = new ChatReplies(ctx, store, fanout);
  // Answers that fell due while the platform was down (or killed) are given now, and those that
  // another process leaves (several on PostgreSQL) by a round.
  await replies.settle();
  const stopRound = everyProcessRound(ctx, () => replies.round());

  // A scope of its own: the form parser applies to chat routes only.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(
        FORM,
        { parseAs: "string", bodyLimit: 16 * 1024 },
        (_r, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }
    // Every chat call sees the answers that are due (as money reads settle due orders first).
    // A storage fault while answering leaves the answer due (the next call or the timer gives it)
    // and does not fail the guest's call.
    scope.addHook("preHandler", async () => {
      try {
        await replies.settle();
      } catch (e) {
        if (!isStorageFault(e)) throw e;
      }
    });
    scope.addHook("onSend", async (_req, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    });

    registerChatRoutes(scope, {
      ctx,
      store,
      fanout,
      onGuestMessage(_guest, message) {
        replies.due(message.createdAt + store.replyDelayMs);
      },
    });
    registerChatSocket(scope, { ctx, store, hub, fanout });
  });

  app.addHook("onClose", async () => {
    stopRound();
    replies.close();
    await fanout.close();
    hub.close();
  });
};
