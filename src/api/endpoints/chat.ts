// Chat calls (docs/product.md §7 "Chat", plus the guest init under "common"). Fields: src/api/contract/chat.ts.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import { queryKeys } from "../query-keys";
import type {
  ChatAgent,
  ChatConnectInfo,
  ChatConversation,
  ChatGuestInfo,
  ChatMessage,
  ChatMessagePage,
  ChatPersonalData,
} from "../contract/chat";

const IM = "/api/v3/vip-im";
const seg = encodeURIComponent;

/** Guest info by device fingerprint: guest id, new/old, websocket address. */
export const initGuest = (visitId: string, signal?: AbortSignal) =>
  apiRequest<ChatGuestInfo>("GET", `/api/v3/common/init/${seg(visitId)}`, { signal, quiet: true });

/** The logged-in member's chat identity and websocket address (token sent by the client). */
export const connectMember = (signal?: AbortSignal) =>
  apiRequest<ChatConnectInfo>("GET", `${IM}/connect`, { signal, quiet: true });

/** A guest's new websocket address (a fresh single-use ticket) for a reconnect. */
export const connectGuest = (guestId: string, signal?: AbortSignal) =>
  apiRequest<ChatConnectInfo>("GET", `${IM}/connect`, { query: { guestId }, signal, quiet: true });

export const fetchConversations = (guestId: string, signal?: AbortSignal) =>
  apiRequest<ChatConversation[]>("GET", `${IM}/conversations/${seg(guestId)}`, { signal });

/** Opens (or finds) the conversation with an agent; the agent greets a new one. */
export const initGuestMessage = (guestId: string, uid?: string) =>
  apiRequest<ChatConversation>("POST", `${IM}/init-guest-msg`, {
    form: uid ? { guestId, uid } : { guestId },
  });

export const fetchMessages = (
  guestId: string,
  conversationId: number,
  beforeId?: number,
  signal?: AbortSignal,
) =>
  apiRequest<ChatMessagePage>("GET", `${IM}/messages`, {
    query: { guestId, conversationId, beforeId, pageSize: 20 },
    signal,
  });

/** Messages after `fromId` (catch-up after a reconnect), ascending. */
export const fetchMessagesSince = (guestId: string, fromId: number, conversationId?: number) =>
  apiRequest<ChatMessage[]>("GET", `${IM}/range-message-by-id/${seg(guestId)}`, {
    query: { fromId, conversationId },
    quiet: true,
  });

/** Sends one message; a retry with the same clientMsgId returns the first one (no duplicate). */
export const sendMessage = (
  guestId: string,
  conversationId: number,
  content: string,
  clientMsgId: string,
) =>
  apiRequest<ChatMessage>("POST", `${IM}/send-msg-to-user/${seg(guestId)}`, {
    form: { conversationId: String(conversationId), content, clientMsgId },
    quiet: true,
  });

/** Hands the conversation to a person (the canned agent stops); asking again changes nothing. */
/** The device's zone goes along: outside the desk's hours the notice names the time in it. */
export const talkToPerson = (guestId: string, conversationId: number) =>
  apiRequest<ChatConversation>("POST", `${IM}/talk-to-person`, {
    form: {
      guestId,
      conversationId: String(conversationId),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });

export interface LastReadResult {
  conversationId: number;
  lastReadMsgId: number;
  /** The identity's unread total after this update. */
  unreadCount: number;
}

export const markRead = (guestId: string, conversationId: number, lastReadMsgId: number) =>
  apiRequest<LastReadResult>(
    "PUT",
    `${IM}/last-read-msg-id/${conversationId}/${lastReadMsgId}/${seg(guestId)}`,
    { quiet: true },
  );

export const fetchUnreadCount = (guestId: string) =>
  apiRequest<number>("GET", `${IM}/un-read-count/${seg(guestId)}`, { quiet: true });

const privateLive = { staleTime: 0, meta: { persist: false } } as const;

export const conversationsQueryOptions = (guestId: string, locale: string) =>
  queryOptions({
    queryKey: queryKeys.chat.conversations(guestId, locale),
    queryFn: ({ signal }) => fetchConversations(guestId, signal),
    ...privateLive,
  });

export const agentsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: queryKeys.chat.agents(locale),
    queryFn: ({ signal }) => apiRequest<ChatAgent[]>("GET", `${IM}/users`, { signal }),
    meta: { persist: false },
    staleTime: 10 * 60_000,
  });

export const personalDataQueryOptions = (guestId: string, locale: string) =>
  queryOptions({
    queryKey: queryKeys.chat.personal(guestId, locale),
    queryFn: ({ signal }) =>
      apiRequest<ChatPersonalData>("GET", `${IM}/user-personal-custom-data`, {
        query: { guestId },
        signal,
      }),
    meta: { persist: false },
    staleTime: 10 * 60_000,
  });
