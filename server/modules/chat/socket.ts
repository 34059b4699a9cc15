// The chat websocket (the address `connect` returns). Pushes `{ event: 0, data: message }` for each
// new message of this identity. Refuses cross-site pages (Origin must be this host) and bad tickets
// before the upgrade, with an HTTP status instead of a socket.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { fail, say } from "../../http/envelope.ts";
import { onSessionsEnded } from "../core/auth.ts";
import { playerChannel } from "./fanout.ts";
import { tenantOf } from "../core/tenants.ts";
import { SOCKETS_PER_IDENTITY, type ChatHub } from "./hub.ts";
import { BASE } from "./routes.ts";
import type { ChatStore } from "./store.ts";
import type { Transport } from "./transport.ts";
import { consumeTicket, type TicketGrant } from "./ticket.ts";

const wsQuery = z.object({ ticket: z.string().min(1).max(300) });

/**
 * Same host only: a page on another origin must not ride on this guest's ticket. An operator who
 * serves the app from another origin than the API lists that origin in PLAYFRONT_CORS_ORIGINS
 * (the API's allow-list) or PLAYFRONT_CHAT_ORIGINS (the chat's only).
 */
export function originAllowed(
  origin: string | undefined,
  host: string,
  extra: readonly string[] = [],
): boolean {
  // Non-browser clients send no Origin; the CSWSH risk the check defends against is browsers.
  if (origin === undefined) return true;
  if (extra.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function registerChatSocket(
  app: FastifyInstance,
  deps: { ctx: PlatformContext; store: ChatStore; hub: ChatHub; fanout: Transport },
): void {
  const allowed = [...deps.ctx.config.chatOrigins, ...deps.ctx.config.corsOrigins];
  // Sockets of an ended session close in whichever process holds them.
  onSessionsEnded(deps.ctx.db, (ids) => deps.fanout.endSessions(ids));
  // The ticket is used up before the upgrade; the handler takes the grant from here.
  const grants = new WeakMap<FastifyRequest, TicketGrant>();
  const admit = async (req: FastifyRequest): Promise<void> => {
    const origin = req.headers.origin;
    if (!originAllowed(origin, req.host, allowed)) {
      return fail(403, say(req, "Origin not allowed"));
    }
    const q = wsQuery.safeParse(req.query);
    const grant = q.success ? await consumeTicket(deps.ctx, q.data.ticket, deps.ctx.now()) : null;
    const guest = grant ? await deps.store.guest(grant.guestId) : undefined;
    // A ticket opens its identity on the tenant that issued it only (tenants share one server).
    if (!grant || !guest || guest.tenant_id !== tenantOf(req).id) {
      return fail(401, say(req, "Invalid chat connection ticket"));
    }
    if (deps.hub.count(playerChannel(grant.guestId)) >= SOCKETS_PER_IDENTITY) {
      return fail(429, say(req, "Too many open chat connections"));
    }
    grants.set(req, grant);
  };

  app.get(
    `${BASE}/ws`,
    {
      websocket: true,
      // Runs before the upgrade: a refusal is a plain HTTP answer, no socket is opened.
      preValidation: async (req) => admit(req),
    },
    (socket, req) => {
      const grant = grants.get(req);
      if (!grant) {
        socket.close(4001, "no ticket");
        return;
      }
      deps.hub.add(playerChannel(grant.guestId), socket, grant.sessionId);
      // Clients need not send anything; a text "ping" gets a "pong" for app-level keepalive.
      socket.on("message", (data) => {
        if (String(data) === "ping") socket.send("pong");
      });
    },
  );
}
