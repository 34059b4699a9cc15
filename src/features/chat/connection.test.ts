// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../api/contract/chat";
import { ChatStatus, type ChatConnectionState } from "./atoms";
import { ChatConnection, parseNewMessage, parseReadMark, type SocketLike } from "./connection";

class FakeSocket implements SocketLike {
  onopen: SocketLike["onopen"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  onmessage: SocketLike["onmessage"] = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  close() {
    this.closed = true;
    // Browsers fire close asynchronously even for a manual close.
    queueMicrotask(() => this.onclose?.({}));
  }
  /** The connection attempt failed: error, then close, like a browser. */
  fail() {
    this.onerror?.({});
    this.onclose?.({});
  }
}

const message = (id: number): ChatMessage => ({
  id,
  conversationId: 1,
  sender: "agent",
  senderId: "svc-1",
  senderName: "Customer Service",
  content: `m${id}`,
  clientMsgId: null,
  createdAt: 0,
});

describe("ChatConnection", () => {
  let sockets: FakeSocket[];
  let states: ChatConnectionState[];
  let messages: ChatMessage[];
  let conn: ChatConnection;
  const endpoint = { guestId: "gA", member: false, server: "ws://h/ws?ticket=t" };
  const flush = () => vi.advanceTimersByTimeAsync(0);
  const last = () => sockets.at(-1)!;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    states = [];
    messages = [];
    conn = new ChatConnection({
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      onState: (s) => states.push(s),
      onMessage: (m) => messages.push(m),
    });
  });
  afterEach(() => {
    conn.stop();
    vi.useRealTimers();
  });

  it("inits once per identity and opens the socket to connect.server", async () => {
    const load = vi.fn(async () => endpoint);
    conn.start("guest", load);
    conn.start("guest", load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe(endpoint.server);
    last().onopen?.({});
    expect(conn.current).toMatchObject({ status: ChatStatus.Open, guestId: "gA", generation: 1 });
  });

  it("hands every event-0 frame to onMessage and ignores other frames", async () => {
    conn.start("guest", async () => endpoint);
    await flush();
    last().onopen?.({});
    last().onmessage?.({ data: JSON.stringify({ event: 0, data: message(7) }) });
    last().onmessage?.({ data: JSON.stringify({ event: 5, data: message(8) }) });
    last().onmessage?.({ data: "not json" });
    expect(messages.map((m) => m.id)).toEqual([7]);
  });

  it("retries a dropped socket every 5 s, at most 5 times, then fails", async () => {
    conn.start("guest", async () => endpoint);
    await flush();
    last().onopen?.({});
    last().onclose?.({}); // the server went away
    expect(conn.current.status).toBe(ChatStatus.Retrying);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(4999);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      last().fail(); // error + close count as one failed attempt
    }
    expect(conn.current.status).toBe(ChatStatus.Failed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);
  });

  it("opens every reconnect on a renewed address (tickets are single-use)", async () => {
    let n = 0;
    const renew = vi.fn(async () => `ws://h/ws?ticket=r${++n}`);
    conn.start("guest", async () => ({ ...endpoint, renew }));
    await flush();
    last().onopen?.({});
    last().onclose?.({});
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets.map((s) => s.url)).toEqual([endpoint.server, "ws://h/ws?ticket=r1"]);
    last().fail();
    await vi.advanceTimersByTimeAsync(5000);
    expect(last().url).toBe("ws://h/ws?ticket=r2");
    // A renewal that fails counts as a failed attempt and is retried on the policy's schedule.
    renew.mockRejectedValueOnce(new Error("offline"));
    last().fail();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(3);
    expect(conn.current.status).toBe(ChatStatus.Retrying);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(4);
    expect(last().url).toBe("ws://h/ws?ticket=r3");
  });

  it("retries after an error and resets the count once a socket opens", async () => {
    conn.start("guest", async () => endpoint);
    await flush();
    last().onerror?.({});
    await vi.advanceTimersByTimeAsync(5000);
    last().fail();
    await vi.advanceTimersByTimeAsync(5000);
    expect(conn.current.retries).toBe(2);
    last().onopen?.({});
    expect(conn.current).toMatchObject({ status: ChatStatus.Open, retries: 0, generation: 1 });
    last().onclose?.({});
    expect(conn.current.retries).toBe(1);
  });

  it("does not retry a socket closed on purpose", async () => {
    conn.start("member:1", async () => ({ ...endpoint, member: true }));
    await flush();
    last().onopen?.({});
    conn.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sockets).toHaveLength(1);
    expect(last().closed).toBe(true);
    expect(conn.current.status).toBe(ChatStatus.Idle);
  });

  it("switches identity: closes the old socket and inits the new one", async () => {
    conn.start("member:1", async () => ({ ...endpoint, guestId: "m1", member: true }));
    await flush();
    last().onopen?.({});
    conn.start("guest", async () => endpoint);
    await flush();
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    expect(conn.current).toMatchObject({ guestId: "gA", member: false });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sockets).toHaveLength(2);
  });

  it("reports a failed init as unavailable, and retryNow inits again", async () => {
    let calls = 0;
    conn.start("guest", async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return endpoint;
    });
    await flush();
    expect(conn.current.status).toBe(ChatStatus.Unavailable);
    expect(sockets).toHaveLength(0);
    conn.retryNow();
    await flush();
    expect(sockets).toHaveLength(1);
  });

  it("ignores an init answer that arrives after a stop", async () => {
    let resolve!: (e: typeof endpoint) => void;
    conn.start("guest", () => new Promise((r) => (resolve = r)));
    conn.stop();
    resolve(endpoint);
    await flush();
    expect(sockets).toHaveLength(0);
  });
});

describe("parseNewMessage", () => {
  it("accepts only well-formed new-message frames", () => {
    expect(parseNewMessage(JSON.stringify({ event: 0, data: message(1) }))?.id).toBe(1);
    expect(parseNewMessage(JSON.stringify({ event: 0, data: { id: "x" } }))).toBeNull();
    expect(parseNewMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe("parseReadMark", () => {
  it("takes the desk's read mark and nothing else", () => {
    const mark = { conversationId: 3, agentReadMsgId: 9 };
    expect(parseReadMark(JSON.stringify({ event: 1, data: mark }))).toEqual(mark);
    // A new message is not a read mark, nor is a mark the wrong shape.
    expect(parseReadMark(JSON.stringify({ event: 0, data: message(1) }))).toBeNull();
    expect(parseReadMark(JSON.stringify({ event: 1, data: { conversationId: 3 } }))).toBeNull();
    expect(parseReadMark("pong")).toBeNull();
    expect(parseNewMessage(JSON.stringify({ event: 1, data: mark }))).toBeNull();
  });
});
