// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../api/contract/chat";
import {
  emptyThread,
  lastAgentId,
  lastId,
  mergeById,
  threadReducer,
  type ThreadState,
} from "./thread";

const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 1,
  sender: "agent",
  senderId: "svc-1",
  senderName: "Customer Service",
  content: `m${id}`,
  clientMsgId: null,
  createdAt: id * 1000,
  ...over,
});

const ids = (s: ThreadState) => s.messages.map((m) => m.id);

describe("thread", () => {
  it("merges by id without duplicates, in id order", () => {
    expect(mergeById([msg(1), msg(3)], [msg(3), msg(2), msg(2), msg(4)]).map((m) => m.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("keeps one copy when a reconnect catch-up repeats pushed messages", () => {
    let s = threadReducer(emptyThread, {
      type: "page",
      items: [msg(1), msg(2)],
      hasMore: false,
      older: false,
    });
    s = threadReducer(s, { type: "incoming", items: [msg(3)] }); // pushed over the socket
    s = threadReducer(s, { type: "incoming", items: [msg(3), msg(4)] }); // range since id 2
    expect(ids(s)).toEqual([1, 2, 3, 4]);
    expect(lastId(s)).toBe(4);
  });

  it("pages older history in front and keeps hasMore from the older page", () => {
    let s = threadReducer(emptyThread, {
      type: "page",
      items: [msg(5), msg(6)],
      hasMore: true,
      older: false,
    });
    s = threadReducer(s, { type: "page", items: [msg(3), msg(4)], hasMore: false, older: true });
    expect(ids(s)).toEqual([3, 4, 5, 6]);
    expect(s.hasMore).toBe(false);
  });

  it("turns a pending send into the server's message, or marks it failed for a retry", () => {
    let s = threadReducer(emptyThread, {
      type: "sending",
      pending: { clientMsgId: "c1", content: "hi", status: "sending", createdAt: 0 },
    });
    s = threadReducer(s, { type: "failed", clientMsgId: "c1" });
    expect(s.pending[0]!.status).toBe("failed");
    s = threadReducer(s, { type: "retrying", clientMsgId: "c1" });
    expect(s.pending[0]!.status).toBe("sending");
    s = threadReducer(s, {
      type: "sent",
      clientMsgId: "c1",
      message: msg(9, { sender: "guest", clientMsgId: "c1", content: "hi" }),
    });
    expect(s.pending).toEqual([]);
    expect(ids(s)).toEqual([9]);
  });

  it("settles a pending send when its message arrives by catch-up first", () => {
    let s = threadReducer(emptyThread, {
      type: "sending",
      pending: { clientMsgId: "c2", content: "yo", status: "failed", createdAt: 0 },
    });
    s = threadReducer(s, {
      type: "incoming",
      items: [msg(4, { sender: "guest", clientMsgId: "c2" })],
    });
    expect(s.pending).toEqual([]);
  });

  it("finds the newest agent message for the last-read update", () => {
    const s = threadReducer(emptyThread, {
      type: "page",
      items: [msg(1), msg(2, { sender: "guest" })],
      hasMore: false,
      older: false,
    });
    expect(lastAgentId(s)).toBe(1);
  });
});
