// The service desk (docs/desk.md, docs/platform-api.md "Service desk"): the calls under /api/desk/
// that service agents use, shared by the platform (schemas validate input) and the desk app (types).
import { z } from "zod";
import { LOCALES, type Locale } from "./locales.ts";
import { CODE_RE, PASSWORD_MAX_UNITS } from "./rules.ts";
import { sendForm } from "./chat.ts";
import type { Money } from "./envelope.ts";

export const DeskRole = { Agent: "agent", Supervisor: "supervisor" } as const;
export type DeskRole = (typeof DeskRole)[keyof typeof DeskRole];

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const deskLoginBody = z.object({
  userName: z.string().trim().min(1).max(32),
  passWord: z.string().min(1).max(PASSWORD_MAX_UNITS),
  code: z.string().regex(CODE_RE).optional(),
});

/** POST /api/desk/passkeys/options: the agent's password again, before a passkey is added. */
export const deskPasskeyOptionsBody = z.object({
  passWord: z.string().min(1).max(PASSWORD_MAX_UNITS),
});

export const deskConversationParams = z.object({ id: positiveId });
export const deskMessagesQuery = z.object({ beforeId: positiveId.optional() });
/** A reply: the text and retry id of a player's message (chat.ts sendForm). */
export const deskReplyBody = sendForm.omit({ conversationId: true });
export const deskReadBody = z.object({
  lastReadMsgId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const deskHandBody = z.object({ agentId: positiveId });
export const deskQuickRepliesQuery = z.object({ lang: z.enum(LOCALES) });

export interface DeskAgent {
  id: number;
  userName: string;
  /** The name players see beside the agent's replies. */
  name: string;
  role: DeskRole;
}

export interface DeskLoginResult {
  token: string;
  /** Milliseconds since the epoch: the session ends then (one shift), never refreshed. */
  expiresAt: number;
  agent: DeskAgent;
}

export interface DeskHours {
  /** IANA zone the hours are in. */
  timeZone: string;
  /** Per weekday (0 Monday … 6 Sunday): minutes after midnight; closes <= opens is closed. */
  week: { weekday: number; opens: number; closes: number }[];
  open: boolean;
  /** When closed: the next opening (ms since the epoch). */
  opensAt: number | null;
}

export interface DeskMe {
  agent: DeskAgent;
  tenant: { key: string; name: string };
  hours: DeskHours;
}

export interface DeskMessage {
  id: number;
  /** "guest": the player; "agent": the canned agent or a person (name in senderName). */
  sender: "guest" | "agent";
  senderName: string;
  content: string;
  createdAt: number;
}

export interface DeskQueueItem {
  conversationId: number;
  player: string;
  isMember: boolean;
  /** The player's language (their latest message or hand-over). */
  lang: Locale;
  handedOffAt: number;
  /** How long the player has waited for a person since the hand-over (ms). */
  waitingMs: number;
  /** Player messages the service side has not read. */
  unread: number;
  claimedBy: { id: number; name: string } | null;
  lastMessage: DeskMessage | null;
}

export interface DeskMemberSummary {
  userName: string;
  realName: string;
  /** The member's tenant's currency (ISO 4217): its amounts are in it. */
  currency: string;
  /** Main wallet. */
  balance: Money;
  deposits: { amount: Money; status: string; createdAt: number }[];
}

export interface DeskConversation extends DeskQueueItem {
  /** A person closed it (or it was never handed over): nobody's, not waiting. */
  closed: boolean;
  /** The player has read the service side's messages up to this id. */
  playerReadMsgId: number;
  /** The service side has read the player's messages up to this id. */
  agentReadMsgId: number;
  /** Ascending by id: the newest page, or the page before `beforeId`. */
  messages: DeskMessage[];
  hasMore: boolean;
  member: DeskMemberSummary | null;
}

/** Desk websocket frame: something about this conversation changed; read it again. */
export interface DeskSocketEvent {
  event: "changed";
  data: { conversationId: number };
}
