// One conversation's messages on screen: server messages deduped and ordered by id (the platform's
// ids only increase), plus the player's own messages still sending or failed. Pure, so reconnects,
// retries and out-of-order answers can be tested without a browser.
import type { ChatMessage } from "../../api/contract/chat";

export const PendingStatus = { Sending: "sending", Failed: "failed" } as const;
export type PendingStatus = (typeof PendingStatus)[keyof typeof PendingStatus];

export interface PendingMessage {
  clientMsgId: string;
  content: string;
  status: PendingStatus;
  createdAt: number;
}

export interface ThreadState {
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** Older messages exist before messages[0]. */
  hasMore: boolean;
  loaded: boolean;
}

export const emptyThread: ThreadState = {
  messages: [],
  pending: [],
  hasMore: false,
  loaded: false,
};

export type ThreadAction =
  | { type: "reset" }
  | { type: "page"; items: ChatMessage[]; hasMore: boolean; older: boolean }
  | { type: "incoming"; items: ChatMessage[] }
  | { type: "sending"; pending: PendingMessage }
  | { type: "sent"; clientMsgId: string; message: ChatMessage }
  | { type: "failed"; clientMsgId: string }
  | { type: "retrying"; clientMsgId: string };

/** Union by id, ascending. The first copy of an id wins (messages never change once sent). */
export function mergeById(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const seen = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !seen.has(m.id) && (seen.add(m.id), true));
  if (fresh.length === 0) return current;
  return [...current, ...fresh].sort((a, b) => a.id - b.id);
}

/** A pending send is done once its message is on the list (by the echoed clientMsgId). */
function settle(pending: PendingMessage[], messages: ChatMessage[]): PendingMessage[] {
  const done = new Set(messages.map((m) => m.clientMsgId).filter((c) => c !== null));
  return pending.some((p) => done.has(p.clientMsgId))
    ? pending.filter((p) => !done.has(p.clientMsgId))
    : pending;
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "reset":
      return emptyThread;
    case "page": {
      const messages = mergeById(state.messages, action.items);
      // Only the first page and older pages say whether history goes further back.
      const hasMore = action.older || !state.loaded ? action.hasMore : state.hasMore;
      return {
        ...state,
        messages,
        pending: settle(state.pending, messages),
        hasMore,
        loaded: true,
      };
    }
    case "incoming": {
      const messages = mergeById(state.messages, action.items);
      if (messages === state.messages) return state;
      return { ...state, messages, pending: settle(state.pending, messages) };
    }
    case "sending":
      return { ...state, pending: [...state.pending, action.pending] };
    case "sent": {
      const messages = mergeById(state.messages, [action.message]);
      const pending = state.pending.filter((p) => p.clientMsgId !== action.clientMsgId);
      return { ...state, messages, pending };
    }
    case "failed":
    case "retrying": {
      const status = action.type === "failed" ? PendingStatus.Failed : PendingStatus.Sending;
      return {
        ...state,
        pending: state.pending.map((p) =>
          p.clientMsgId === action.clientMsgId ? { ...p, status } : p,
        ),
      };
    }
  }
}

export const lastId = (state: ThreadState): number => state.messages.at(-1)?.id ?? 0;

/** Id of the newest message from the agent, for the last-read update. */
export function lastAgentId(state: ThreadState): number {
  for (let i = state.messages.length - 1; i >= 0; i--) {
    if (state.messages[i]!.sender === "agent") return state.messages[i]!.id;
  }
  return 0;
}
