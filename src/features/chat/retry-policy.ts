// Reconnect policy of the chat websocket (docs/product.md §4, §9): after a close, retry every 5 s, at most
// 5 times, unless the socket was closed on purpose; after an error, retry after 5 s. Browsers fire
// `error` and then `close` for one failed socket, so the connection asks once per socket; the
// count resets whenever a socket opens.
import { CHAT_MAX_RETRIES, CHAT_RECONNECT_DELAY_MS } from "../../lib/constants";

export type SocketEnd = "close" | "error";

export type RetryDecision =
  | { retry: true; delayMs: number; attempt: number }
  | { retry: false; reason: "manual" | "exhausted" };

/**
 * What to do when a socket ended.
 * @param retriesSoFar retries already made since the last successful open
 * @param manual the app closed the socket on purpose (logout, switching identity, page leaving)
 */
export function decideRetry(end: SocketEnd, retriesSoFar: number, manual: boolean): RetryDecision {
  if (manual) return { retry: false, reason: "manual" };
  if (retriesSoFar >= CHAT_MAX_RETRIES) return { retry: false, reason: "exhausted" };
  // Both ends wait the same 5 s; an error is not retried faster than a close.
  void end;
  return { retry: true, delayMs: CHAT_RECONNECT_DELAY_MS, attempt: retriesSoFar + 1 };
}
