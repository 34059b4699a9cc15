import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "jotai";
import { CHAT_MESSAGE_EVENT } from "../../api/contract/constants";
import { chatConnectionAtom, chatUnreadAtom, ChatStatus } from "./atoms";

vi.mock("../../api/endpoints/chat", () => ({
  initGuest: vi.fn(async () => ({
    guestId: "gA",
    guestType: 1,
    nickname: "Guest A",
    connect: { server: "ws://h/ws?ticket=guest", guestId: "gA" },
  })),
  connectMember: vi.fn(async () => ({ server: "ws://h/ws?ticket=member", guestId: "m7" })),
  fetchUnreadCount: vi.fn(async () => 4),
}));

const endpoints = await import("../../api/endpoints/chat");
const { chatConnection, syncChat } = await import("./runtime");

class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeWebSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("chat runtime", () => {
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    FakeWebSocket.all = [];
    vi.stubGlobal("WebSocket", FakeWebSocket);
    store = createStore();
    vi.clearAllMocks();
  });
  afterEach(() => {
    chatConnection.stop();
    vi.unstubAllGlobals();
  });

  it("inits the guest by a stable device id, once, and counts and broadcasts new messages", async () => {
    syncChat({ store, enabled: true, memberUid: null });
    syncChat({ store, enabled: true, memberUid: null });
    await flush();
    expect(endpoints.initGuest).toHaveBeenCalledTimes(1);
    const visitId = vi.mocked(endpoints.initGuest).mock.calls[0]![0];
    expect(localStorage.getItem("playfront.chat.visitId")).toBe(visitId);
    const ws = FakeWebSocket.all[0]!;
    expect(ws.url).toBe("ws://h/ws?ticket=guest");
    ws.onopen?.({});
    await flush();
    expect(store.get(chatUnreadAtom)).toBe(4); // the platform's count at open
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener(CHAT_MESSAGE_EVENT, listener);
    const message = { id: 9, conversationId: 1, sender: "agent", content: "hi" };
    ws.onmessage?.({ data: JSON.stringify({ event: 0, data: message }) });
    window.removeEventListener(CHAT_MESSAGE_EVENT, listener);
    expect(store.get(chatUnreadAtom)).toBe(5);
    expect(heard).toEqual([message]);
    expect(store.get(chatConnectionAtom)).toMatchObject({ status: ChatStatus.Open, guestId: "gA" });
  });

  it("switches to the member after login and back to the guest on logout", async () => {
    syncChat({ store, enabled: true, memberUid: null });
    await flush();
    syncChat({ store, enabled: true, memberUid: 7 });
    await flush();
    expect(endpoints.connectMember).toHaveBeenCalledTimes(1);
    const [guestSocket, memberSocket] = FakeWebSocket.all;
    expect(guestSocket!.closed).toBe(true);
    expect(memberSocket!.url).toBe("ws://h/ws?ticket=member");
    expect(store.get(chatConnectionAtom)).toMatchObject({ guestId: "m7", member: true });

    // Logout: the bootstrap passes the session's end on (docs/product.md §4: the chat guest is re-initialised).
    syncChat({ store, enabled: true, memberUid: null });
    await flush();
    expect(memberSocket!.closed).toBe(true);
    expect(endpoints.initGuest).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.all[2]!.url).toBe("ws://h/ws?ticket=guest");
    expect(store.get(chatConnectionAtom)).toMatchObject({ guestId: "gA", member: false });
  });

  it("does nothing when the tenant has chat off", async () => {
    syncChat({ store, enabled: false, memberUid: null });
    await flush();
    expect(endpoints.initGuest).not.toHaveBeenCalled();
    expect(FakeWebSocket.all).toHaveLength(0);
  });
});
