// The desk's socket: "conversation N changed" frames (the content is read through the calls).
// Reconnects with a new ticket after a drop, waiting longer after each failure.
import type { DeskSocketEvent } from "../api/contract/desk";
import { desk } from "./api";

const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

export function listenToDesk(onChanged: (conversationId: number) => void): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = async () => {
    try {
      const { server } = await desk<{ server: string }>("GET", "/connect");
      if (stopped) return;
      socket = new WebSocket(server);
      socket.onopen = () => {
        failures = 0;
        // Anything missed while the socket was down.
        onChanged(0);
      };
      socket.onmessage = (ev) => {
        try {
          const frame = JSON.parse(String(ev.data)) as DeskSocketEvent;
          if (frame.event === "changed") onChanged(frame.data.conversationId);
        } catch {
          // Not a frame of ours ("pong").
        }
      };
      socket.onclose = () => retry();
    } catch {
      retry();
    }
  };
  const retry = () => {
    if (stopped) return;
    const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
    timer = setTimeout(() => void open(), wait);
  };
  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
