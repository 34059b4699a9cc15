// Customer-service chat (docs/product.md §7 "Chat", §4 "Chat connection"). The spec names the calls but not
// their fields; these are the reference platform's, documented in server/modules/chat/README.md.
// The app imports the types only; the server uses the schemas to validate input.
import { z } from "zod";
import type { ChatEvent } from "./constants.ts";

/** A guest's or member's chat identity: random for guests, `m<userId>` for members. */
const chatId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "invalid id");

/** Device fingerprint sent to GET /api/v3/common/init/{visitid}. */
export const visitIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "invalid visit id");

export const guestIdParams = z.object({ guestid: chatId });

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idOrZero = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const lastReadParams = z.object({
  conversationid: positiveId,
  lastreadmsgid: idOrZero,
  guestid: chatId,
});

/** GET messages: one page of a conversation, newest first page, older pages by `beforeId`. */
export const messagesQuery = z.object({
  guestId: chatId,
  conversationId: positiveId,
  /** Only messages with a smaller id (older history). */
  beforeId: positiveId.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET range-message-by-id/{guestid}: messages with `fromId < id <= toId` (catch-up after reconnect). */
export const rangeQuery = z.object({
  fromId: idOrZero,
  toId: positiveId.optional(),
  conversationId: positiveId.optional(),
});

export const MAX_CHAT_TEXT = 1000;

/** POST send-msg-to-user/{guestid} (form). A retry with the same `clientMsgId` returns the first message. */
export const sendForm = z.object({
  conversationId: positiveId,
  content: z.string().trim().min(1).max(MAX_CHAT_TEXT),
  clientMsgId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});

/** POST init-guest-msg (form): open (or find) the conversation with an agent; greets once. */
export const initGuestMsgForm = z.object({
  guestId: chatId,
  /** The agent to talk to; the tenant's default agent when absent. */
  uid: chatId.optional(),
});

/**
 * POST talk-to-person (form): hand the conversation to a person; the canned agent stops.
 * `timeZone` (the device's IANA zone) is the zone the notice names the desk's next opening in.
 */
export const talkToPersonForm = z.object({
  guestId: chatId,
  conversationId: positiveId,
  timeZone: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_+/-]+$/)
    .optional(),
});

export const connectQuery = z.object({ guestId: chatId.optional() });

export const ChatSender = { Guest: "guest", Agent: "agent" } as const;
export type ChatSender = (typeof ChatSender)[keyof typeof ChatSender];

export interface ChatMessage {
  /** Increases with every message on the platform: clients page and dedupe by it. */
  id: number;
  conversationId: number;
  sender: ChatSender;
  /** The agent's uid, or the guest id of the guest or member. */
  senderId: string;
  senderName: string;
  content: string;
  /** Echo of the sender's `clientMsgId` (guest messages), so a client can match its pending send. */
  clientMsgId: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface ChatAgent {
  uid: string;
  nickname: string;
  avatar: string;
  online: boolean;
}

export interface ChatConversation {
  id: number;
  guestId: string;
  agent: ChatAgent;
  lastMessage: ChatMessage | null;
  lastReadMsgId: number;
  unreadCount: number;
  /**
   * The service side has read the guest's messages up to this id: the guest's own messages show
   * as read up to it, as sent after it (the mirror of the guest's lastReadMsgId).
   */
  agentReadMsgId: number;
  /** The guest asked for a person: the canned agent is quiet and a person answers. */
  handedOff: boolean;
  /**
   * Handed off while the service desk is closed: when a person will answer (ms since the epoch);
   * null when the desk is open or the conversation is not handed off.
   */
  personFrom: number | null;
}

/** GET /api/v3/common/init/{visitid}: the guest of this device, and where to connect. */
export interface ChatGuestInfo {
  guestId: string;
  /** GuestType.New (1) the first time this device is seen, else GuestType.Old (2). */
  guestType: 1 | 2;
  nickname: string;
  connect: ChatConnectInfo;
}

/** GET connect: the websocket address (already carrying this identity's ticket). */
export interface ChatConnectInfo {
  server: string;
  guestId: string;
}

export interface ChatMessagePage {
  /** Ascending by id. */
  items: ChatMessage[];
  /** More older messages exist before `items[0]`. */
  hasMore: boolean;
}

export interface ChatPersonalData {
  guestId: string;
  nickname: string;
  isMember: boolean;
  /** Suggested phrases the chat screen offers as one-tap messages. */
  quickPhrases: string[];
}

/** How far the service side has read the player's messages in a conversation. */
export interface ChatReadMark {
  conversationId: number;
  agentReadMsgId: number;
}

/** Websocket frame the server pushes: a new message (ChatEvent 0) or a read mark (1). */
export type ChatSocketEvent =
  | { event: typeof ChatEvent.NewMessage; data: ChatMessage }
  | { event: typeof ChatEvent.ReadMark; data: ChatReadMark };
