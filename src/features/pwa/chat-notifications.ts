// New chat messages while the app is hidden → a system notification linking to the conversation.
// The chat connection broadcasts CHAT_MESSAGE_EVENT on window for every new message (docs/product.md §4).
import { t } from "@lingui/core/macro";
import { CHAT_MESSAGE_EVENT } from "../../api/contract/constants";
import type { ChatMessage } from "../../api/contract/chat";
import { noteUnread, unreadTotal } from "./app-badge";
import { notifyWhenHidden, type AppNotification } from "./notifications";

/** Builds the notification for a message from customer service; null for anything else. */
export function chatNotification(detail: unknown): AppNotification | null {
  if (typeof detail !== "object" || detail === null) return null;
  const m = detail as Partial<ChatMessage>;
  if (typeof m.conversationId !== "number" || typeof m.content !== "string") return null;
  // The player's own messages (echoed back by the server) never notify.
  if (m.sender !== undefined && m.sender !== "agent") return null;
  const name =
    typeof m.senderName === "string" && m.senderName ? m.senderName : t`Customer service`;
  return {
    title: t`New message from ${name}`,
    body: m.content.length > 120 ? `${m.content.slice(0, 117)}…` : m.content,
    url: `/messageChat/${m.conversationId}`,
    tag: `chat-${m.conversationId}`,
  };
}

/** `unreadChat`: the chat unread count now (already counting this message), for the badge. */
export function listenForChatMessages(unreadChat?: () => number): () => void {
  const onMessage = (e: Event) => {
    if (unreadChat) noteUnread("chat", unreadChat());
    const n = chatNotification((e as CustomEvent<unknown>).detail);
    if (n) void notifyWhenHidden({ ...n, badge: unreadTotal() }).catch(() => {});
  };
  window.addEventListener(CHAT_MESSAGE_EVENT, onMessage);
  return () => window.removeEventListener(CHAT_MESSAGE_EVENT, onMessage);
}
