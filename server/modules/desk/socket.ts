// The desk's websocket: the agents of a tenant hear that a handed-over conversation changed
// (`{ event: "changed", data: { conversationId } }`, never its content: the desk reads that through
// the calls, which check who may see it). The address carries a single-use ticket bound to the
// agent's desk session, as the chat's does (chat/ticket.ts), and the same origin rule applies.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { deskChannel } from "../chat/fanout.ts";
import { SOCKETS_PER_IDENTITY, type ChatHub } from "../chat/hub.ts";
import { originAllowed } from "../chat/socket.ts";
import { consumeTicket, issueTicket, type TicketGrant } from "../chat/ticket.ts";
import { tenantOf } from "../core/tenants.ts";
import { deskSessionAlive, requireAgent } from "./auth.ts";
import { DESK_BASE } from "./routes.ts";

const wsQuery = z.object({ ticket: z.string().min(1).max(300) });

/** The sockets one tenant's desk may hold (every agent's tabs). */
export const DESK_SOCKETS_PER_TENANT = 20 * SOCKETS_PER_IDENTITY;

export function registerDeskSocket(
  app: FastifyInstance,
  deps: { ctx: PlatformContext; hub: ChatHub },
): void {
  const { ctx, hub } = deps;
  const allowed = [...ctx.config.chatOrigins, ...ctx.config.corsOrigins];
  const grants = new WeakMap<FastifyRequest, TicketGrant>();

  // The agent's call (a desk token): the address of the tenant's desk socket.
  app.get(`${DESK_BASE}/connect`, async (req) => {
    const agent = await requireAgent(req);
    const scheme = req.protocol === "https" ? "wss" : "ws";
    const ticket = await issueTicket(
      ctx.db,
      deskChannel(agent.tenantId),
      agent.sessionId,
      ctx.now(),
    );
    return ok({
      server: `${scheme}://${req.host}${DESK_BASE}/ws?ticket=${encodeURIComponent(ticket)}`,
    });
  });

  const admit = async (req: FastifyRequest): Promise<void> => {
    if (!originAllowed(req.headers.origin, req.host, allowed)) {
      return fail(403, say(req, "Origin not allowed"));
    }
    const q = wsQuery.safeParse(req.query);
    const grant = q.success
      ? await consumeTicket(ctx, q.data.ticket, ctx.now(), deskSessionAlive)
      : null;
    // A player's ticket names a chat identity, and has no desk session: it opens nothing here.
    if (!grant || grant.sessionId === null || grant.guestId !== deskChannel(tenantOf(req).id)) {
      return fail(401, say(req, "Invalid chat connection ticket"));
    }
    if (hub.count(grant.guestId) >= DESK_SOCKETS_PER_TENANT) {
      return fail(429, say(req, "Too many open chat connections"));
    }
    grants.set(req, grant);
  };

  app.get(
    `${DESK_BASE}/ws`,
    { websocket: true, preValidation: async (req) => admit(req) },
    (socket, req) => {
      const grant = grants.get(req);
      if (!grant) {
        socket.close(4001, "no ticket");
        return;
      }
      hub.add(grant.guestId, socket, grant.sessionId);
      socket.on("message", (data) => {
        if (String(data) === "ping") socket.send("pong");
      });
    },
  );
}
