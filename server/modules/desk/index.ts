// The service desk (docs/desk.md): service agents of a tenant answer the conversations players
// handed to a person. It works on the chat's tables and reaches sockets only through the chat's
// fan-out (chat/fanout.ts). Registered after the chat module, whose store, sockets and fan-out it uses.
import type { PlatformModule } from "../../context.ts";
import { chatParts } from "../chat/index.ts";
import { registerDeskRoutes } from "./routes.ts";
import { seedDesk } from "./seed.ts";
import { registerDeskSocket } from "./socket.ts";
import { DeskStore } from "./store.ts";

export const deskModule: PlatformModule = async (app, ctx) => {
  await seedDesk(ctx);
  const { store, hub, fanout } = chatParts(ctx);
  const desk = new DeskStore(ctx.db, store);
  await app.register(async (scope) => {
    // Desk answers name players and balances: never cached, refusals included.
    scope.addHook("onRequest", async (_req, reply) => {
      reply.header("cache-control", "no-store");
    });
    registerDeskSocket(scope, { ctx, hub });
    await registerDeskRoutes(scope, {
      ctx,
      chat: store,
      desk,
      fanout,
      onSignOut: (session) => fanout.endSessions([session]),
    });
  });
};
