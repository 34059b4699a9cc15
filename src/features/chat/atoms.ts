// Client state of the chat connection. Messages themselves are server data and stay out of atoms.
import { atom } from "jotai";

/** Unread customer-service messages; the messages tab shows it (max 99, docs/product.md §2). */
export const chatUnreadAtom = atom(0);

export const ChatStatus = {
  /** Chat off for this tenant, or not started yet. */
  Idle: "idle",
  Connecting: "connecting",
  Open: "open",
  /** The socket dropped; a retry is scheduled. */
  Retrying: "retrying",
  /** Retries exhausted: 'failed to connect to customer service'. */
  Failed: "failed",
  /** Guest init / connect call failed: 'failed to obtain chat connection data'. */
  Unavailable: "unavailable",
} as const;
export type ChatStatus = (typeof ChatStatus)[keyof typeof ChatStatus];

export interface ChatConnectionState {
  status: ChatStatus;
  /** Retries made since the socket was last open. */
  retries: number;
  /** The chat identity (guest id, or `m<uid>` for a member); null until init answered. */
  guestId: string | null;
  member: boolean;
  /** Increments on every successful open, so screens can catch up after a reconnect. */
  generation: number;
}

export const initialChatState: ChatConnectionState = {
  status: ChatStatus.Idle,
  retries: 0,
  guestId: null,
  member: false,
  generation: 0,
};

export const chatConnectionAtom = atom<ChatConnectionState>(initialChatState);
