// HTTP calls of docs/product.md §7 "Chat" (under /api/v3/vip-im/) and the guest init in "common".
import { found } from "../../db/db.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ChatSender,
  connectQuery,
  guestIdParams,
  initGuestMsgForm,
  lastReadParams,
  messagesQuery,
  rangeQuery,
  sendForm,
  talkToPersonForm,
  visitIdSchema,
  type ChatConnectInfo,
  type ChatConversation,
  type ChatGuestInfo,
  type ChatMessage,
  type ChatMessagePage,
  type ChatPersonalData,
} from "../../../src/api/contract/chat.ts";
import { GuestType } from "../../../src/api/contract/constants.ts";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import {
  AGENTS,
  agentView,
  awayNotice,
  DEFAULT_AGENT_UID,
  findAgent,
  greeting,
  handOffNotice,
} from "./agents.ts";
import { pushDeskChanged, pushMessage, type ChatFanout } from "./fanout.ts";
import { deskWeek, knownTimeZone, nextOpening } from "./hours.ts";
import { formatPlatformTime, PLATFORM_TIME_ZONE } from "../../../src/api/contract/platform-time.ts";
import {
  chatTenant,
  guestName,
  identify,
  identifyOrMember,
  lang,
  parse,
  parseQuery,
  type Lang,
} from "./identity.ts";
import type { ChatStore, ConversationRow, GuestRow } from "./store.ts";
import { issueTicket } from "./ticket.ts";
import { requireMember } from "../core/auth.ts";
import { capLimits, withinCap } from "../core/rate-limit.ts";
import { clientAddress } from "../../http/budget.ts";

/** The guest's quick questions, in each language: each one is a question the agent answers. */
const QUICK_PHRASES: Readonly<Record<Lang, readonly string[]>> = {
  "zh-hans": ["如何充值？", "如何提现？", "忘记密码怎么办？", "有什么优惠活动？"],
  "zh-hant": ["如何儲值？", "如何提領？", "忘記密碼怎麼辦？", "有什麼優惠活動？"],
  en: ["How do I deposit?", "How do I withdraw?", "I forgot my password", "Any promotions?"],
  vi: ["Nạp tiền thế nào?", "Rút tiền thế nào?", "Tôi quên mật khẩu", "Có khuyến mãi gì?"],
  th: ["ฝากเงินอย่างไร?", "ถอนเงินอย่างไร?", "ลืมรหัสผ่าน", "มีโบนัสอะไรบ้าง?"],
};

export const BASE = "/api/v3/vip-im";
/** A guest may send this many messages per minute; more is a 429 (the agent is not a spam sink). */
export const SEND_LIMIT_PER_MINUTE = 30;

export interface ChatDeps {
  ctx: PlatformContext;
  store: ChatStore;
  fanout: ChatFanout;
  /** Called after a guest message and its due answer are stored (replies.ts gives the answer). */
  onGuestMessage(guest: GuestRow, message: ChatMessage, l: Lang): void;
}

export function namedMessage(m: ChatMessage, guest: GuestRow, l: Lang): ChatMessage {
  // A person's messages carry their name; the canned agent's is said in the player's language.
  const senderName =
    m.sender === ChatSender.Agent
      ? m.senderName || (findAgent(m.senderId)?.name[l] ?? m.senderId)
      : guestName(guest, l);
  return { ...m, senderName };
}

async function connectInfo(
  req: FastifyRequest,
  deps: ChatDeps,
  guest: GuestRow,
): Promise<ChatConnectInfo> {
  const scheme = req.protocol === "https" ? "wss" : "ws";
  // A member's ticket is bound to the session of the token that asked (logout revokes it).
  const session = guest.user_id !== null ? ((await requireMember(req)).session?.id ?? null) : null;
  const ticket = await issueTicket(deps.ctx.db, guest.guest_id, session, deps.ctx.now());
  return {
    server: `${scheme}://${req.host}${BASE}/ws?ticket=${encodeURIComponent(ticket)}`,
    guestId: guest.guest_id,
  };
}

function deskChanged(deps: ChatDeps, guest: GuestRow, conversationId: number): void {
  pushDeskChanged(deps.fanout, guest.tenant_id, conversationId);
}

async function ownConversation(
  req: FastifyRequest,
  deps: ChatDeps,
  guest: GuestRow,
  id: number,
): Promise<ConversationRow> {
  const c = await deps.store.conversation(id);
  if (!c || c.guest_id !== guest.guest_id) {
    return fail(404, say(req, "Conversation does not exist"));
  }
  return c;
}

async function conversationView(deps: ChatDeps, guest: GuestRow, c: ConversationRow, l: Lang) {
  const agent = agentView(findAgent(c.agent_uid) ?? AGENTS[0]!, l);
  const last = await deps.store.lastMessage(c.id);
  const handedOff = c.handed_off_at !== null;
  const view: ChatConversation = {
    id: c.id,
    guestId: c.guest_id,
    // Once a person has the chat, the player sees their name.
    agent: c.person_name ? { ...agent, nickname: c.person_name } : agent,
    lastMessage: last && namedMessage(last, guest, l),
    lastReadMsgId: c.last_read_msg_id,
    unreadCount: await deps.store.unreadIn(c.id),
    agentReadMsgId: c.agent_read_msg_id,
    handedOff,
    personFrom:
      handedOff && c.claimed_by === null
        ? nextOpening(await deskWeek(deps.ctx.db, guest.tenant_id), deps.ctx.now())
        : null,
  };
  return view;
}

export function registerChatRoutes(app: FastifyInstance, deps: ChatDeps): void {
  const { store, ctx } = deps;

  app.get("/api/v3/common/init/:visitid", async (req) => {
    const visitId = parseQuery(req, visitIdSchema, (req.params as { visitid?: string }).visitid);
    const { guest, created } = await store.guestForVisit(
      (await chatTenant(req)).id,
      visitId,
      ctx.now(),
      async () => {
        // Every unseen fingerprint is a new guest row: capped per IP.
        if (!(await withinCap(ctx, capLimits.chatGuest(ctx, clientAddress(req))))) {
          fail(429, say(req, "Too many new chat visitors, try again later"));
        }
      },
    );
    const info: ChatGuestInfo = {
      guestId: guest.guest_id,
      guestType: created ? GuestType.New : GuestType.Old,
      nickname: guestName(guest, lang(req)),
      connect: await connectInfo(req, deps, guest),
    };
    return ok(info);
  });

  // Members call it with their token; a guest names itself with ?guestId=.
  app.get(`${BASE}/connect`, async (req) => {
    const { guestId } = parseQuery(req, connectQuery, req.query);
    const guest = await identifyOrMember(req, store, guestId, ctx.now());
    return ok(await connectInfo(req, deps, guest));
  });

  app.get(`${BASE}/users`, async (req) => ok(AGENTS.map((a) => agentView(a, lang(req)))));

  app.get(`${BASE}/user-personal-custom-data`, async (req) => {
    const { guestId } = parseQuery(req, connectQuery, req.query);
    const guest = await identifyOrMember(req, store, guestId, ctx.now());
    const l = lang(req);
    const data: ChatPersonalData = {
      guestId: guest.guest_id,
      nickname: guestName(guest, l),
      isMember: guest.user_id !== null,
      quickPhrases: [...QUICK_PHRASES[l]],
    };
    return ok(data);
  });

  app.get(`${BASE}/conversations/:guestid`, async (req) => {
    const { guestid } = parseQuery(req, guestIdParams, req.params);
    const guest = await identify(req, store, guestid);
    const l = lang(req);
    return ok(
      await Promise.all(
        (await store.conversations(guest.guest_id)).map((c) => conversationView(deps, guest, c, l)),
      ),
    );
  });

  app.post(`${BASE}/init-guest-msg`, async (req) => {
    const form = parse(req, initGuestMsgForm, req.body);
    const guest = await identify(req, store, form.guestId);
    const agent = findAgent(form.uid ?? DEFAULT_AGENT_UID);
    if (!agent) return fail(404, say(req, "Service agent does not exist"));
    const l = lang(req);
    const { conversation, created } = await store.openConversation(
      guest.guest_id,
      agent.uid,
      ctx.now(),
    );
    if (created) {
      await store.insertMessage({
        conversation_id: conversation.id,
        sender: ChatSender.Agent,
        sender_id: agent.uid,
        content: greeting(agent, l),
        client_msg_id: null,
        created_at: ctx.now(),
      });
    }
    return ok(await conversationView(deps, guest, conversation, l));
  });

  app.get(`${BASE}/messages`, async (req) => {
    const q = parseQuery(req, messagesQuery, req.query);
    const guest = await identify(req, store, q.guestId);
    await ownConversation(req, deps, guest, q.conversationId);
    const l = lang(req);
    const page = await store.page(
      q.conversationId,
      q.beforeId ?? Number.MAX_SAFE_INTEGER,
      q.pageSize,
    );
    const result: ChatMessagePage = {
      items: page.items.map((m) => namedMessage(m, guest, l)),
      hasMore: page.hasMore,
    };
    return ok(result);
  });

  app.get(`${BASE}/range-message-by-id/:guestid`, async (req) => {
    const { guestid } = parseQuery(req, guestIdParams, req.params);
    const q = parseQuery(req, rangeQuery, req.query);
    const guest = await identify(req, store, guestid);
    if (q.conversationId) await ownConversation(req, deps, guest, q.conversationId);
    const l = lang(req);
    const items = (
      await store.range(
        guest.guest_id,
        q.fromId,
        q.toId ?? Number.MAX_SAFE_INTEGER,
        q.conversationId ?? 0,
      )
    ).map((m) => namedMessage(m, guest, l));
    return ok(items);
  });

  app.put(`${BASE}/last-read-msg-id/:conversationid/:lastreadmsgid/:guestid`, async (req) => {
    const p = parseQuery(req, lastReadParams, req.params);
    const guest = await identify(req, store, p.guestid);
    const c = await ownConversation(req, deps, guest, p.conversationid);
    const last = await store.lastMessage(c.id);
    if (p.lastreadmsgid > (last?.id ?? 0)) {
      return fail(422, say(req, "Message does not exist"));
    }
    await store.markRead(c.id, p.lastreadmsgid);
    if (c.handed_off_at !== null) deskChanged(deps, guest, c.id);
    return ok({
      conversationId: c.id,
      lastReadMsgId: Math.max(c.last_read_msg_id, p.lastreadmsgid),
      unreadCount: await store.unreadTotal(guest.guest_id),
    });
  });

  app.post(`${BASE}/send-msg-to-user/:guestid`, async (req) => {
    const { guestid } = parseQuery(req, guestIdParams, req.params);
    const form = parse(req, sendForm, req.body);
    const guest = await identify(req, store, guestid);
    const c = await ownConversation(req, deps, guest, form.conversationId);
    const now = ctx.now();
    if ((await store.sentSince(guest.guest_id, now - 60_000)) >= SEND_LIMIT_PER_MINUTE) {
      return fail(429, say(req, "Too many messages, please wait"));
    }
    const l = lang(req);
    const { message, duplicate } = await store.insertGuestMessage(
      {
        conversation_id: c.id,
        sender: ChatSender.Guest,
        sender_id: guest.guest_id,
        content: form.content,
        client_msg_id: form.clientMsgId ?? null,
        created_at: now,
      },
      l,
    );
    if (!duplicate) {
      deps.onGuestMessage(guest, message, l);
      if (c.handed_off_at !== null) deskChanged(deps, guest, c.id);
    }
    return ok(namedMessage(message, guest, l));
  });

  // The way to a person when the canned agent's answer does not fit. Idempotent: asking again
  // changes nothing and writes no second notice.
  app.post(`${BASE}/talk-to-person`, async (req) => {
    const form = parse(req, talkToPersonForm, req.body);
    const guest = await identify(req, store, form.guestId);
    const c = await ownConversation(req, deps, guest, form.conversationId);
    const l = lang(req);
    const now = ctx.now();
    // Outside the desk's hours the player is told when a person answers, in their own zone.
    const opensAt = nextOpening(await deskWeek(ctx.db, guest.tenant_id), now);
    const text =
      opensAt === null
        ? handOffNotice(l)
        : awayNotice(
            l,
            formatPlatformTime(
              opensAt,
              l,
              "dateTime",
              knownTimeZone(form.timeZone, PLATFORM_TIME_ZONE),
            ),
          );
    const notice = await store.handOff(c, now, l, text);
    if (notice) {
      pushMessage(deps.fanout, guest.guest_id, namedMessage(notice, guest, l));
      deskChanged(deps, guest, c.id);
    }
    return ok(await conversationView(deps, guest, found(await store.conversation(c.id)), l));
  });

  app.get(`${BASE}/un-read-count/:guestid`, async (req) => {
    const { guestid } = parseQuery(req, guestIdParams, req.params);
    const guest = await identify(req, store, guestid);
    return ok(await store.unreadTotal(guest.guest_id));
  });

  app.get(`${BASE}/avatar/:file`, async (req, reply) => {
    const file = String((req.params as { file?: string }).file ?? "");
    const agent = findAgent(file.replace(/\.svg$/, ""));
    if (!agent) return fail(404, say(req, "Resource does not exist"));
    const hue = agent.uid === DEFAULT_AGENT_UID ? 205 : 150;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="hsl(${hue} 60% 45%)"/><path d="M12 22a8 8 0 0 1 16 0v3h-3v-3a5 5 0 0 0-10 0v3h-3z" fill="#fff"/><circle cx="20" cy="16" r="4" fill="#fff"/></svg>`;
    return reply
      .header("content-type", "image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .send(svg);
  });
}
