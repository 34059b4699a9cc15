// The conversation hook after a reconnect: it fetches what the socket missed (in several answers
// when one comes back full), and asks again when that catch-up fails (a platform just back may
// refuse the first call), until the connection drops.
import { act, renderHook, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../api/contract/chat";
import { CHAT_RANGE_MAX } from "../../api/contract/constants";
import { chatConnectionAtom, ChatStatus, initialChatState } from "./atoms";

const message = (id: number, content: string, sender = "agent"): ChatMessage =>
  ({ id, conversationId: 5, sender, content, createdAt: id * 1000 }) as unknown as ChatMessage;

vi.mock("../../api/endpoints/chat", () => ({
  fetchConversations: vi.fn(),
  initGuestMessage: vi.fn(async () => ({ id: 5 })),
  fetchMessages: vi.fn(async () => ({ items: [message(1, "Hello")], hasMore: false })),
  fetchMessagesSince: vi.fn(),
  markRead: vi.fn(async () => ({ unreadCount: 0 })),
  sendMessage: vi.fn(),
  talkToPerson: vi.fn(async () => ({ id: 5, agentReadMsgId: 1, handedOff: true })),
}));

const endpoints = await import("../../api/endpoints/chat");
const { agentReadUpTo, CATCH_UP_RETRY_MS, useConversation } = await import("./use-conversation");

const open = (generation: number) => ({
  ...initialChatState,
  status: ChatStatus.Open,
  guestId: "g1",
  generation,
});

describe("useConversation catch-up", () => {
  let store: ReturnType<typeof createStore>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );

  beforeEach(() => {
    vi.clearAllMocks();
    store = createStore();
    store.set(chatConnectionAtom, open(1));
  });
  afterEach(() => vi.useRealTimers());

  async function loaded() {
    const hook = renderHook(() => useConversation({ uid: "svc-1" }), { wrapper });
    await waitFor(() => expect(hook.result.current.thread.messages).toHaveLength(1));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return hook;
  }

  it("asks again after a failed catch-up and shows what the socket missed", async () => {
    const hook = await loaded();
    vi.mocked(endpoints.fetchMessagesSince)
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce([message(2, "Answered while you were away")]);
    act(() => store.set(chatConnectionAtom, open(2)));
    await waitFor(() => expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(1));
    expect(endpoints.fetchMessagesSince).toHaveBeenLastCalledWith("g1", 1, 5);
    await act(() => vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MS[0]));
    await waitFor(() =>
      expect(hook.result.current.thread.messages.map((m) => m.id)).toEqual([1, 2]),
    );
    expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(2);
  });

  it("asks again from the last id while an answer comes back full", async () => {
    const hook = await loaded();
    const full = Array.from({ length: CHAT_RANGE_MAX }, (_, i) => message(2 + i, `m${i}`));
    vi.mocked(endpoints.fetchMessagesSince)
      .mockResolvedValueOnce(full)
      .mockResolvedValueOnce([message(CHAT_RANGE_MAX + 2, "the newest")]);
    act(() => store.set(chatConnectionAtom, open(2)));
    await waitFor(() =>
      expect(hook.result.current.thread.messages).toHaveLength(CHAT_RANGE_MAX + 2),
    );
    expect(vi.mocked(endpoints.fetchMessagesSince).mock.calls.map((c) => c[1])).toEqual([
      1,
      CHAT_RANGE_MAX + 1,
    ]);
  });

  it("does not loop on a full answer that does not move past the id it asked from", async () => {
    await loaded();
    const stale = Array.from({ length: CHAT_RANGE_MAX }, () => message(1, "Hello"));
    vi.mocked(endpoints.fetchMessagesSince).mockResolvedValue(stale);
    act(() => store.set(chatConnectionAtom, open(2)));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(1);
  });

  it("gives up after its last wait, and stops asking once the connection drops", async () => {
    await loaded();
    vi.mocked(endpoints.fetchMessagesSince).mockRejectedValue(new Error("network"));
    act(() => store.set(chatConnectionAtom, open(2)));
    for (const wait of CATCH_UP_RETRY_MS) await act(() => vi.advanceTimersByTimeAsync(wait));
    expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(1 + CATCH_UP_RETRY_MS.length);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(1 + CATCH_UP_RETRY_MS.length);

    vi.mocked(endpoints.fetchMessagesSince).mockClear();
    act(() => store.set(chatConnectionAtom, open(3)));
    await waitFor(() => expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(1));
    act(() => store.set(chatConnectionAtom, { ...open(3), status: ChatStatus.Retrying }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(endpoints.fetchMessagesSince).toHaveBeenCalledTimes(1);
  });
});

describe("the player's messages, sent or read", () => {
  it("are read up to the platform's mark or the agent's latest message, whichever is further", () => {
    const thread = [
      message(1, "Hi"),
      message(2, "q", "guest"),
      message(3, "a"),
      message(4, "q2", "guest"),
    ];
    expect(agentReadUpTo(null, thread)).toBe(3);
    expect(agentReadUpTo({ agentReadMsgId: 4 }, thread)).toBe(4);
    expect(agentReadUpTo({ agentReadMsgId: 0 }, [message(7, "waiting", "guest")])).toBe(0);
  });
});
