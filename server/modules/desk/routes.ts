// The desk's calls under /api/desk/ (docs/platform-api.md "Service desk"). Sign-in and sign-out
// are open; every other call is registered in a scope whose first hook is requireAgent, so a call
// added there cannot forget the check (desk.test.ts walks every route of the router to hold it).
import { found } from "../../db/db.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseQuery, parseWith } from "../../http/validate.ts";
import { localeOf } from "../../i18n/locale.ts";
import {
  deskConversationParams,
  deskHandBody,
  deskLoginBody,
  deskMessagesQuery,
  deskQuickRepliesQuery,
  deskReadBody,
  deskReplyBody,
  DeskRole,
  type DeskConversation,
  type DeskMe,
  type DeskMessage,
  type DeskQueueItem,
} from "../../../src/api/contract/desk.ts";
import type { ChatMessage } from "../../../src/api/contract/chat.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../src/api/contract/locales.ts";
import { closedNotice, joinedNotice } from "../chat/agents.ts";
import { pushDeskChanged, pushMessage, pushReadMark, type ChatFanout } from "../chat/fanout.ts";
import { deskWeek, nextOpening } from "../chat/hours.ts";
import { guestName } from "../chat/identity.ts";
import { namedMessage } from "../chat/routes.ts";
import type { ChatStore, ConversationRow, GuestRow } from "../chat/store.ts";
import { CREDENTIAL_MESSAGES } from "../core/auth-routes.ts";
import { tenantOf } from "../core/tenants.ts";
import { agentView, requireAgent, signIn, signOut, type Agent } from "./auth.ts";
import { registerAgentPasskeys, registerDeskPasskeySignIn } from "./passkeys.ts";
import { QUICK_REPLIES } from "./quick-replies.ts";
import type { DeskStore } from "./store.ts";

export const DESK_BASE = "/api/desk";
/** Messages one conversation answer holds; older ones page with `beforeId`. */
export const DESK_PAGE = 100;

export interface DeskDeps {
  ctx: PlatformContext;
  chat: ChatStore;
  desk: DeskStore;
  fanout: ChatFanout;
  /** A desk session ended: its sockets close. */
  onSignOut(sessionId: string): void;
}

const agents = new WeakMap<FastifyRequest, Agent>();
/** The agent requireAgent found for this request (every call of the agents' scope has one). */
const agentOf = (req: FastifyRequest): Agent => agents.get(req)!;

const DESK_FIELDS = {
  ...CREDENTIAL_MESSAGES,
  userName: { label: "Username" },
  content: "Chat message: 1–1000 characters",
  agentId: { label: "Service agent" },
  lastReadMsgId: { label: "Message id" },
};

export async function registerDeskRoutes(app: FastifyInstance, deps: DeskDeps): Promise<void> {
  const { ctx, chat, desk, fanout } = deps;

  app.post(`${DESK_BASE}/login`, async (req) => {
    const body = parseWith(req, deskLoginBody, req.body, DESK_FIELDS);
    return ok(await signIn(req, ctx, body));
  });

  registerDeskPasskeySignIn(app, ctx, DESK_BASE);

  app.post(`${DESK_BASE}/logout`, async (req) => {
    const session = await signOut(req, ctx);
    if (session) deps.onSignOut(session);
    return ok(true as const);
  });

  await app.register(async (agentsOnly) => {
    agentsOnly.addHook("onRequest", async (req) => {
      agents.set(req, await requireAgent(req));
    });
    registerAgentRoutes(agentsOnly);
    registerAgentPasskeys(agentsOnly, ctx, DESK_BASE, agentOf);
  });

  function registerAgentRoutes(scope: FastifyInstance) {
    scope.get(`${DESK_BASE}/me`, async (req) => {
      const agent = agentOf(req);
      const t = tenantOf(req);
      const week = await deskWeek(ctx.db, t.id);
      const opensAt = nextOpening(week, ctx.now());
      const me: DeskMe = {
        agent: agentView({
          id: agent.id,
          user_name: agent.userName,
          display_name: agent.name,
          role: agent.role,
        }),
        tenant: { key: t.key, name: localeOf(req).startsWith("zh") ? t.name : t.nameEn },
        hours: {
          timeZone: week?.timeZone ?? "UTC",
          week: week?.week ?? [],
          open: opensAt === null,
          opensAt,
        },
      };
      return ok(me);
    });

    scope.get(`${DESK_BASE}/agents`, async (req) =>
      ok((await desk.agents(agentOf(req).tenantId)).map(agentView)),
    );

    scope.get(`${DESK_BASE}/queue`, async (req) => {
      const agent = agentOf(req);
      const now = ctx.now();
      const rows = (await chat.personQueue(agent.tenantId)).filter(
        (r) =>
          agent.role === DeskRole.Supervisor || r.claimed_by === null || r.claimed_by === agent.id,
      );
      const items: DeskQueueItem[] = [];
      for (const r of rows) {
        const guest = found(await chat.guest(r.guest_id));
        const last = await chat.lastMessage(r.conversation_id);
        items.push({
          conversationId: r.conversation_id,
          player: guestName(guest, localeOf(req)),
          isMember: r.user_id !== null,
          lang: r.lang ?? DEFAULT_LOCALE,
          handedOffAt: r.handed_off_at,
          waitingMs: Math.max(0, now - r.handed_off_at),
          unread: r.waiting,
          claimedBy: r.claimed_by === null ? null : { id: r.claimed_by, name: r.person_name ?? "" },
          lastMessage: last && deskMessage(last, guest, localeOf(req)),
        });
      }
      return ok(items);
    });

    scope.get(`${DESK_BASE}/conversations/:id`, async (req) => {
      const { c, guest } = await open(req);
      const { beforeId } = parseQuery(req, deskMessagesQuery, req.query);
      const l = localeOf(req);
      const page = await chat.page(c.id, beforeId ?? Number.MAX_SAFE_INTEGER, DESK_PAGE);
      const now = ctx.now();
      const view: DeskConversation = {
        conversationId: c.id,
        player: guestName(guest, l),
        isMember: guest.user_id !== null,
        lang: c.lang ?? DEFAULT_LOCALE,
        handedOffAt: c.handed_off_at ?? c.closed_at ?? c.created_at,
        waitingMs: c.handed_off_at === null ? 0 : Math.max(0, now - c.handed_off_at),
        unread: 0,
        claimedBy: c.claimed_by === null ? null : { id: c.claimed_by, name: c.person_name ?? "" },
        lastMessage: null,
        closed: c.handed_off_at === null,
        playerReadMsgId: c.last_read_msg_id,
        agentReadMsgId: c.agent_read_msg_id,
        messages: page.items.map((m) => deskMessage(m, guest, l)),
        hasMore: page.hasMore,
        member: guest.user_id === null ? null : await desk.member(guest.user_id),
      };
      view.lastMessage = view.messages.at(-1) ?? null;
      view.unread = view.messages.filter(
        (m) => m.sender === "guest" && m.id > c.agent_read_msg_id,
      ).length;
      // A closed conversation shows as such: not waiting, nobody's.
      if (c.handed_off_at === null) view.claimedBy = null;
      return ok(view);
    });

    scope.post(`${DESK_BASE}/conversations/:id/claim`, async (req) => {
      const agent = agentOf(req);
      const { c, guest } = await open(req);
      const lang = c.lang ?? DEFAULT_LOCALE;
      const joined = await desk.claim(c, agent, ctx.now(), joinedNotice(lang, agent.name));
      if (!joined) return fail(409, say(req, "Another agent has this conversation"));
      pushMessage(fanout, guest.guest_id, namedMessage(joined, guest, lang));
      pushDeskChanged(fanout, guest.tenant_id, c.id);
      return ok(true as const);
    });

    scope.post(`${DESK_BASE}/conversations/:id/hand`, async (req) => {
      const agent = agentOf(req);
      const { c, guest } = await open(req);
      const { agentId } = parseWith(req, deskHandBody, req.body, DESK_FIELDS);
      holderOrSupervisor(req, agent, c);
      const to = (await desk.agents(agent.tenantId)).find((a) => a.id === agentId);
      if (!to) return fail(404, say(req, "Service agent does not exist"));
      const lang = c.lang ?? DEFAULT_LOCALE;
      const target = { id: to.id, name: to.display_name };
      const joined = await desk.hand(
        c,
        c.claimed_by!,
        target,
        ctx.now(),
        joinedNotice(lang, to.display_name),
      );
      if (!joined) return fail(409, say(req, "Another agent has this conversation"));
      pushMessage(fanout, guest.guest_id, namedMessage(joined, guest, lang));
      pushDeskChanged(fanout, guest.tenant_id, c.id);
      return ok(true as const);
    });

    scope.post(`${DESK_BASE}/conversations/:id/close`, async (req) => {
      const agent = agentOf(req);
      const { c, guest } = await open(req);
      if (c.handed_off_at === null) return ok(true as const);
      if (agent.role !== DeskRole.Supervisor) holderOrSupervisor(req, agent, c);
      const lang = c.lang ?? DEFAULT_LOCALE;
      const closed = await desk.close(c, agent, ctx.now(), closedNotice(lang, agent.name));
      if (!closed) return fail(409, say(req, "Another agent has this conversation"));
      pushMessage(fanout, guest.guest_id, namedMessage(closed, guest, lang));
      pushDeskChanged(fanout, guest.tenant_id, c.id);
      return ok(true as const);
    });

    scope.post(`${DESK_BASE}/conversations/:id/reply`, async (req) => {
      const agent = agentOf(req);
      const { c, guest } = await open(req);
      const body = parseWith(req, deskReplyBody, req.body, DESK_FIELDS);
      const sent = await desk.reply(c, agent, body.content, body.clientMsgId ?? null, ctx.now());
      if (!sent) return fail(409, say(req, "Claim this conversation first"));
      const lang = c.lang ?? DEFAULT_LOCALE;
      if (!sent.duplicate) {
        pushMessage(fanout, guest.guest_id, namedMessage(sent.message, guest, lang));
        pushDeskChanged(fanout, guest.tenant_id, c.id);
      }
      return ok(deskMessage(sent.message, guest, localeOf(req)));
    });

    scope.post(`${DESK_BASE}/conversations/:id/read`, async (req) => {
      const agent = agentOf(req);
      const { c, guest } = await open(req);
      const { lastReadMsgId } = parseWith(req, deskReadBody, req.body, DESK_FIELDS);
      if (c.claimed_by !== agent.id) return fail(409, say(req, "Claim this conversation first"));
      if (lastReadMsgId > ((await chat.lastMessage(c.id))?.id ?? 0)) {
        return fail(422, say(req, "Message does not exist"));
      }
      await chat.markAgentRead(c.id, lastReadMsgId);
      const agentReadMsgId = found(await chat.conversation(c.id)).agent_read_msg_id;
      pushReadMark(fanout, guest.guest_id, { conversationId: c.id, agentReadMsgId });
      pushDeskChanged(fanout, guest.tenant_id, c.id);
      return ok({ conversationId: c.id, agentReadMsgId });
    });

    scope.get(`${DESK_BASE}/quick-replies`, async (req) => {
      const { lang } = parseQuery(req, deskQuickRepliesQuery, req.query);
      return ok([...QUICK_REPLIES[lang]]);
    });
  }

  /** The conversation of the path, when this agent may open it; else 404 (it tells nothing). */
  async function open(req: FastifyRequest): Promise<{ c: ConversationRow; guest: GuestRow }> {
    const { id } = parseQuery(req, deskConversationParams, req.params);
    const found = await desk.conversation(id);
    const guest = found && (await chat.guest(found.c.guest_id));
    if (!found || !guest || !desk.visible(agentOf(req), found.c, found.tenantId)) {
      return fail(404, say(req, "Conversation does not exist"));
    }
    return { c: found.c, guest };
  }

  /** Handing over is the holder's, or a supervisor's for any claimed conversation. */
  function holderOrSupervisor(req: FastifyRequest, agent: Agent, c: ConversationRow): void {
    if (c.claimed_by === null || c.handed_off_at === null) {
      fail(409, say(req, "Claim this conversation first"));
    }
    if (c.claimed_by !== agent.id && agent.role !== DeskRole.Supervisor) {
      fail(409, say(req, "Another agent has this conversation"));
    }
  }
}

/** A message as the desk shows it: names in the agent's language. */
function deskMessage(m: ChatMessage, guest: GuestRow, l: Locale): DeskMessage {
  const named = namedMessage(m, guest, l);
  return {
    id: m.id,
    sender: m.sender,
    senderName: named.senderName,
    content: m.content,
    createdAt: m.createdAt,
  };
}
