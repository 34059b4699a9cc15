// The agent's answer scheduler: every due answer is given by the timer, whoever settled the ones
// before it (a chat call's settle, the timer, the start).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformContext } from "../../context.ts";
import type { ChatFanout } from "./fanout.ts";
import { ChatReplies } from "./replies.ts";
import type { ChatStore, DueReply, GivenReply } from "./store.ts";

/** A store of due answers in memory: the scheduler's view of the chat_replies table. */
function fakeStore(dues: number[]) {
  const open = new Set(dues);
  const given: number[] = [];
  const store = {
    replyDelayMs: 100,
    nextReplyDue: () => Math.min(Infinity, ...open),
    answerDue(now: number, answer: (d: DueReply) => string): GivenReply[] {
      const due = [...open].filter((d) => d <= now).sort((a, b) => a - b);
      return due.map((d) => {
        open.delete(d);
        given.push(d);
        const content = answer({
          message_id: d,
          lang: "en",
          content: "hello",
          conversation_id: 1,
          agent_uid: "a",
          guest_id: "g",
        });
        return { guestId: "g", lang: "en", message: { id: d, content } } as GivenReply;
      });
    },
    guest: () => undefined,
  };
  return { store: store as unknown as ChatStore, open, given };
}

describe("ChatReplies", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  // One process: every round is this one's (Store.alone runs it).
  const db = {
    alone: async (_key: number, fn: () => Promise<void>) => {
      await fn();
      return true;
    },
  };
  const ctx = { now: () => Date.now(), db } as unknown as PlatformContext;
  const hub: ChatFanout = { publish: vi.fn() };

  it("gives each answer at its time from the timer alone", async () => {
    const f = fakeStore([]);
    const replies = new ChatReplies(ctx, f.store, hub);
    for (const d of [100, 200, 300]) {
      f.open.add(d);
      replies.due(d);
    }
    await vi.advanceTimersByTimeAsync(150);
    expect(f.given).toEqual([100]);
    await vi.advanceTimersByTimeAsync(200);
    expect(f.given).toEqual([100, 200, 300]);
    replies.close();
  });

  it("still gives the next answer on time when a chat call settled the one the timer was set for", async () => {
    const f = fakeStore([]);
    const replies = new ChatReplies(ctx, f.store, hub);
    f.open.add(100);
    replies.due(100);
    f.open.add(200);
    replies.due(200);
    // A chat call between the answer's time and the timer's (set 5 ms late) gives it first...
    await vi.advanceTimersByTimeAsync(101);
    await replies.settle();
    expect(f.given).toEqual([100]);
    // ...so the timer finds nothing due; the answer at 200 must still come without another call.
    await vi.advanceTimersByTimeAsync(300);
    expect(f.given).toEqual([100, 200]);
    replies.close();
  });

  it("gives answers that fell due while it was down when it starts, and none after closing", async () => {
    vi.setSystemTime(1_000);
    const f = fakeStore([100, 900, 1_500]);
    const replies = new ChatReplies(ctx, f.store, hub);
    await replies.settle();
    expect(f.given).toEqual([100, 900]);
    replies.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(f.given).toEqual([100, 900]);
  });
});
