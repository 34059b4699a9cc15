// The chat connection of docs/product.md §4: init once per identity (guest or member), open the websocket to
// the address the init answered, reconnect per the retry policy, and hand each new message
// (event 0) to the app. Independent of React and jotai so it can be tested with fake timers.
import type { ChatMessage, ChatReadMark } from "../../api/contract/chat";
import { ChatEvent } from "../../api/contract/constants";
import { ChatStatus, initialChatState, type ChatConnectionState } from "./atoms";
import { decideRetry, type SocketEnd } from "./retry-policy";

/** The part of the browser WebSocket the connection uses. */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(code?: number): void;
}

export interface ChatEndpoint {
  guestId: string;
  member: boolean;
  /** The websocket address (connect.server). */
  server: string;
  /**
   * A fresh address for a reconnect: the platform's tickets are single-use and live about 60 s
   * (server/SECURITY.md), so an address is never opened twice.
   */
  renew?: () => Promise<string>;
}

export interface ChatConnectionDeps {
  createSocket(url: string): SocketLike;
  onState(state: ChatConnectionState): void;
  onMessage(message: ChatMessage): void;
  /** The service side read the guest's messages up to a mark. */
  onReadMark?(mark: ChatReadMark): void;
  /** After every successful open (first connect and reconnects). */
  onOpen?(endpoint: ChatEndpoint): void;
}

const MANUAL_CLOSE = 1000;

export class ChatConnection {
  private readonly deps: ChatConnectionDeps;
  private state: ChatConnectionState = initialChatState;
  private key: string | null = null;
  private load: (() => Promise<ChatEndpoint>) | null = null;
  private endpoint: ChatEndpoint | null = null;
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by stop(): answers and timers of an older run are ignored. */
  private run = 0;

  constructor(deps: ChatConnectionDeps) {
    this.deps = deps;
  }

  get current(): ChatConnectionState {
    return this.state;
  }

  /**
   * Starts the connection for an identity. Runs once per key: calling it again with the same key
   * (a re-render, a second mount) does nothing, so guest init happens once per page life.
   */
  start(key: string, load: () => Promise<ChatEndpoint>): void {
    if (this.key === key) return;
    this.stop();
    this.key = key;
    this.load = load;
    void this.init(this.run);
  }

  /** Closes on purpose: no retry follows. */
  stop(): void {
    this.run++;
    this.key = null;
    this.endpoint = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(MANUAL_CLOSE);
    this.set({ ...initialChatState, generation: this.state.generation });
  }

  /** After a failure the player may ask again: re-inits when init failed, else reconnects. */
  retryNow(): void {
    const { status } = this.state;
    if (status !== ChatStatus.Failed && status !== ChatStatus.Unavailable) return;
    if (!this.endpoint) {
      void this.init(this.run);
      return;
    }
    this.set({ ...this.state, status: ChatStatus.Connecting, retries: 0 });
    this.reopen(this.run);
  }

  private async init(run: number): Promise<void> {
    const load = this.load;
    if (!load) return;
    this.set({ ...this.state, status: ChatStatus.Connecting, retries: 0 });
    let endpoint: ChatEndpoint;
    try {
      endpoint = await load();
    } catch {
      if (run === this.run) this.set({ ...this.state, status: ChatStatus.Unavailable });
      return;
    }
    if (run !== this.run) return;
    this.endpoint = endpoint;
    this.set({ ...this.state, guestId: endpoint.guestId, member: endpoint.member });
    this.open(run);
  }

  /** Opens again with a renewed address; a failed renewal counts as a failed attempt. */
  private reopen(run: number): void {
    const endpoint = this.endpoint;
    if (!endpoint || run !== this.run) return;
    if (!endpoint.renew) {
      this.open(run);
      return;
    }
    endpoint.renew().then(
      (server) => {
        if (run !== this.run || this.endpoint !== endpoint) return;
        this.endpoint = { ...endpoint, server };
        this.open(run);
      },
      () => {
        if (run === this.run) this.ended(null, "error", run);
      },
    );
  }

  private open(run: number): void {
    const endpoint = this.endpoint;
    if (!endpoint || run !== this.run) return;
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(endpoint.server);
    } catch {
      // A malformed address throws synchronously; treat it like a socket error.
      this.ended(null, "error", run);
      return;
    }
    this.socket = socket;
    let done = false;
    const end = (kind: SocketEnd) => {
      if (done) return;
      done = true;
      this.ended(socket, kind, run);
    };
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.set({
        ...this.state,
        status: ChatStatus.Open,
        retries: 0,
        generation: this.state.generation + 1,
      });
      this.deps.onOpen?.(endpoint);
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      const message = parseNewMessage(ev.data);
      if (message) this.deps.onMessage(message);
      const mark = parseReadMark(ev.data);
      if (mark) this.deps.onReadMark?.(mark);
    };
    socket.onerror = () => end("error");
    socket.onclose = () => end("close");
  }

  private ended(socket: SocketLike | null, kind: SocketEnd, run: number): void {
    if (run !== this.run) return;
    const manual = socket !== null && this.socket !== socket;
    if (!manual) this.socket = null;
    const decision = decideRetry(kind, this.state.retries, manual);
    if (!decision.retry) {
      if (decision.reason === "exhausted") this.set({ ...this.state, status: ChatStatus.Failed });
      return;
    }
    this.set({ ...this.state, status: ChatStatus.Retrying, retries: decision.attempt });
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reopen(run);
    }, decision.delayMs);
  }

  private set(state: ChatConnectionState): void {
    this.state = state;
    this.deps.onState(state);
  }
}

/** A `{ event: 1, data: { conversationId, agentReadMsgId } }` frame, or null for anything else. */
export function parseReadMark(data: unknown): ChatReadMark | null {
  if (typeof data !== "string") return null;
  try {
    const frame = JSON.parse(data) as { event?: unknown; data?: Partial<ChatReadMark> };
    if (frame.event !== ChatEvent.ReadMark || !frame.data) return null;
    const { conversationId, agentReadMsgId } = frame.data;
    if (typeof conversationId !== "number" || typeof agentReadMsgId !== "number") return null;
    return { conversationId, agentReadMsgId };
  } catch {
    return null;
  }
}

/** A `{ event: 0, data: message }` frame, or null for anything else. */
export function parseNewMessage(data: unknown): ChatMessage | null {
  if (typeof data !== "string") return null;
  try {
    const frame = JSON.parse(data) as { event?: unknown; data?: Partial<ChatMessage> };
    if (frame.event !== ChatEvent.NewMessage || !frame.data) return null;
    if (typeof frame.data.id !== "number" || typeof frame.data.conversationId !== "number") {
      return null;
    }
    return frame.data as ChatMessage;
  } catch {
    return null;
  }
}
