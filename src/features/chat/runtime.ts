// The one chat connection of the page (docs/product.md §4: guest init runs once per page life), wired to the
// app's store: connection state and unread count in atoms, each new message broadcast on window.
import type { createStore } from "jotai";
import type { ChatMessage, ChatReadMark } from "../../api/contract/chat";
import { CHAT_MESSAGE_EVENT, CHAT_READ_EVENT } from "../../api/contract/constants";
import { connectGuest, connectMember, fetchUnreadCount, initGuest } from "../../api/endpoints/chat";
import { chatConnectionAtom, chatUnreadAtom } from "./atoms";
import { ChatConnection, type ChatEndpoint, type SocketLike } from "./connection";
import { deviceVisitId } from "./fingerprint";

type Store = ReturnType<typeof createStore>;

let store: Store | null = null;
let enabled = false;

export const chatConnection = new ChatConnection({
  // The browser socket has the SocketLike shape (its handlers take richer event types).
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  onState: (state) => store?.set(chatConnectionAtom, state),
  onMessage: (message: ChatMessage) => {
    store?.set(chatUnreadAtom, (n) => n + 1);
    window.dispatchEvent(new CustomEvent<ChatMessage>(CHAT_MESSAGE_EVENT, { detail: message }));
  },
  onReadMark: (mark) => {
    window.dispatchEvent(new CustomEvent<ChatReadMark>(CHAT_READ_EVENT, { detail: mark }));
  },
  onOpen: (endpoint) => {
    // Messages that arrived while the socket was down count too: take the platform's total.
    fetchUnreadCount(endpoint.guestId)
      .then((n) => store?.set(chatUnreadAtom, n))
      .catch(() => undefined);
  },
});

const guestEndpoint = async (): Promise<ChatEndpoint> => {
  const info = await initGuest(deviceVisitId());
  const guestId = info.guestId;
  // Reconnects ask connect for a new single-use ticket (no second guest init).
  const renew = async () => (await connectGuest(guestId)).server;
  return { guestId, member: false, server: info.connect.server, renew };
};

const memberEndpoint = async (): Promise<ChatEndpoint> => {
  const info = await connectMember();
  const renew = async () => (await connectMember()).server;
  return { guestId: info.guestId, member: true, server: info.server, renew };
};

/** Called by <ChatBootstrap /> whenever chat availability or the session changes. */
export function syncChat(next: { store: Store; enabled: boolean; memberUid: number | null }): void {
  if (store !== next.store) {
    store = next.store;
    store.set(chatConnectionAtom, chatConnection.current);
  }
  enabled = next.enabled;
  if (!enabled) {
    chatConnection.stop();
    return;
  }
  if (next.memberUid !== null) {
    chatConnection.start(`member:${next.memberUid}`, memberEndpoint);
  } else {
    chatConnection.start("guest", guestEndpoint);
  }
}

/** The player's "try again" after a failure message. */
export function retryChatConnection(): void {
  chatConnection.retryNow();
}
