// The websocket address carries a ticket, because a browser cannot set an Authorization header on
// a WebSocket. A ticket is 24 random bytes, stored only as an HMAC under the server-only secret
// (server-secret.ts), so nothing a client holds can mint one. It travels in a URL (logs, history),
// so it is short-lived and single-use: the client asks `connect` (or the guest init) for a new
// address before every (re)connect. A member's ticket is bound to the login session that asked for
// it: after logout it opens nothing.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/db.ts";
import type { PlatformContext } from "../../context.ts";
import { keyedHash } from "../core/server-secret.ts";
import { sessionAlive } from "../core/auth.ts";
import { prep } from "../../db/sql.ts";

export const TICKET_TTL_MS = 60_000;

export async function issueTicket(
  db: Db,
  guestId: string,
  sessionId: string | null,
  now: number,
): Promise<string> {
  const ticket = randomBytes(24).toString("base64url");
  await db.tx(async () => {
    await prep(db, "DELETE FROM chat_tickets WHERE expires_at <= ?").run(now);
    await prep(
      db,
      "INSERT INTO chat_tickets (ticket_hash, guest_id, session_id, expires_at) VALUES (?, ?, ?, ?)",
    ).run(keyedHash(db, "chat-ticket", ticket), guestId, sessionId, now + TICKET_TTL_MS);
  });
  return ticket;
}

export interface TicketGrant {
  guestId: string;
  sessionId: string | null;
}

/**
 * Uses the ticket up: its identity, or null when unknown, used, expired or its session ended
 * (`alive` tells: a member's session, or a desk agent's for the desk's socket).
 */
export async function consumeTicket(
  ctx: PlatformContext,
  ticket: string,
  now: number,
  alive: (ctx: PlatformContext, sessionId: string, now: number) => Promise<boolean> = sessionAlive,
): Promise<TicketGrant | null> {
  const { db } = ctx;
  const row = await prep<
    [string],
    { guest_id: string; session_id: string | null; expires_at: number }
  >(
    db,
    "DELETE FROM chat_tickets WHERE ticket_hash = ? RETURNING guest_id, session_id, expires_at",
  ).get(keyedHash(db, "chat-ticket", ticket));
  if (!row || row.expires_at <= now) return null;
  if (row.session_id !== null && !(await alive(ctx, row.session_id, now))) return null;
  return { guestId: row.guest_id, sessionId: row.session_id };
}
