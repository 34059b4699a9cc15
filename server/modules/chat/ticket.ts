// The websocket address carries a signed ticket, because a browser cannot set an Authorization
// header on a WebSocket. It is an HMAC, not a session, so it stays valid across server restarts
// and the client can keep retrying the same address (spec §4).
import { createHmac, timingSafeEqual } from "node:crypto";

export const TICKET_TTL_MS = 24 * 3600 * 1000;

function mac(secret: string, payload: string): string {
  return createHmac("sha256", `${secret}:chat-ticket`).update(payload).digest("base64url");
}

export function signTicket(secret: string, guestId: string, now: number): string {
  const payload = `${guestId}.${now + TICKET_TTL_MS}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The guest id the ticket was issued for, or null when forged, malformed or expired. */
export function verifyTicket(secret: string, ticket: string, now: number): string | null {
  const parts = ticket.split(".");
  if (parts.length !== 3) return null;
  const [guestId, expiry, sig] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, `${guestId}.${expiry}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(Number(expiry) > now)) return null;
  return guestId;
}
