// Open websockets per channel (a chat identity's tabs, a tenant's desk): the fan-out of one process
// (fanout.ts), which delivers a frame to the sockets this process holds.
import type { WebSocket } from "ws";
import type { ChatFanout } from "./fanout.ts";

const HEARTBEAT_MS = 25_000;
/** Open sockets one chat identity may hold (tabs and devices); one more is refused with 429. */
export const SOCKETS_PER_IDENTITY = 10;

export class ChatHub implements ChatFanout {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  /** The login session (member or desk) each socket was opened under (guests: none). */
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

  add(channel: string, ws: WebSocket, sessionId: string | null = null): void {
    let set = this.sockets.get(channel);
    if (!set) this.sockets.set(channel, (set = new Set()));
    set.add(ws);
    if (sessionId !== null) this.sessionOf.set(ws, sessionId);
    this.alive.add(ws);
    ws.on("pong", () => this.alive.add(ws));
    ws.on("close", () => {
      set.delete(ws);
      if (set.size === 0 && this.sockets.get(channel) === set) this.sockets.delete(channel);
    });
  }

  /** Closes the sockets opened under these sessions (member or desk logout, password change). */
  endSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const set of this.sockets.values()) {
      for (const ws of set) {
        const s = this.sessionOf.get(ws);
        if (s !== undefined && ended.has(s)) ws.close(4001, "session ended");
      }
    }
  }

  count(channel: string): number {
    return this.sockets.get(channel)?.size ?? 0;
  }

  publish(channel: string, frame: object): void {
    this.deliver(channel, JSON.stringify(frame));
  }

  /** Writes a frame to this process's sockets of the channel (a transport calls it per process). */
  deliver(channel: string, text: string): void {
    for (const ws of this.sockets.get(channel) ?? []) {
      if (ws.readyState === ws.OPEN) ws.send(text);
    }
  }

  /** Closes every socket as a restart would (the clients connect again and read what they missed). */
  closeAll(): void {
    for (const set of this.sockets.values()) for (const ws of set) ws.close(1012, "reconnect");
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.sockets.values()) for (const ws of set) ws.terminate();
    this.sockets.clear();
  }
}
