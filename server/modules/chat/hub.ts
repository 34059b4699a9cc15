// Open websockets per chat identity, so a new message reaches every tab of that guest or member.
import type { WebSocket } from "ws";
import { ChatEvent } from "../../../src/api/contract/constants.ts";
import type { ChatMessage, ChatSocketEvent } from "../../../src/api/contract/chat.ts";

const HEARTBEAT_MS = 25_000;
/** Open sockets one chat identity may hold (tabs and devices); one more is refused with 429. */
export const SOCKETS_PER_IDENTITY = 10;

export class ChatHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  /** The member session each socket was opened under (guests: none). */
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    // Drops sockets whose peer vanished without a close frame (phone went to sleep, network cut).
    this.heartbeat = setInterval(() => {
      for (const set of this.sockets.values()) {
        for (const ws of set) {
          if (!this.alive.has(ws)) {
            ws.terminate();
            continue;
          }
          this.alive.delete(ws);
          ws.ping();
        }
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  add(guestId: string, ws: WebSocket, sessionId: string | null = null): void {
    let set = this.sockets.get(guestId);
    if (!set) this.sockets.set(guestId, (set = new Set()));
    set.add(ws);
    if (sessionId !== null) this.sessionOf.set(ws, sessionId);
    this.alive.add(ws);
    ws.on("pong", () => this.alive.add(ws));
    ws.on("close", () => {
      set.delete(ws);
      if (set.size === 0 && this.sockets.get(guestId) === set) this.sockets.delete(guestId);
    });
  }

  /** Closes the sockets opened under these member sessions (logout, password change). */
  endSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const set of this.sockets.values()) {
      for (const ws of set) {
        const s = this.sessionOf.get(ws);
        if (s !== undefined && ended.has(s)) ws.close(4001, "session ended");
      }
    }
  }

  count(guestId: string): number {
    return this.sockets.get(guestId)?.size ?? 0;
  }

  push(guestId: string, message: ChatMessage): void {
    const frame: ChatSocketEvent = { event: ChatEvent.NewMessage, data: message };
    const text = JSON.stringify(frame);
    for (const ws of this.sockets.get(guestId) ?? []) {
      if (ws.readyState === ws.OPEN) ws.send(text);
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.sockets.values()) for (const ws of set) ws.terminate();
    this.sockets.clear();
  }
}
