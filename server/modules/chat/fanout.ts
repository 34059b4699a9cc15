// The one way anything reaches an open socket: a player's (every tab of one chat identity) or the
// service desk's (every agent of one tenant). Code that pushes names a channel and a frame and never
// touches a socket, so where the socket is held does not matter to it. The transport behind it
// (transport.ts) sends a frame once the transaction that made it commits, to the hub (hub.ts) of
// every process on the database (PostgreSQL LISTEN/NOTIFY; docs/desk.md, "More than one process"),
// and each hub writes it to the sockets it holds.
import { ChatEvent } from "../../../src/api/contract/constants.ts";
import type { ChatMessage, ChatReadMark, ChatSocketEvent } from "../../../src/api/contract/chat.ts";
import type { DeskSocketEvent } from "../../../src/api/contract/desk.ts";

export interface ChatFanout {
  /** Sends `frame` (JSON) to every socket subscribed to `channel`, in whichever process. */
  publish(channel: string, frame: ChatSocketEvent | DeskSocketEvent): void;
}

/** A player's channel: the chat identity (guest or member) whose tabs all get the frame. */
export const playerChannel = (guestId: string) => `p:${guestId}`;
/** The desk of a tenant: every agent signed in there gets the frame (and filters by role). */
export const deskChannel = (tenantId: number) => `d:${tenantId}`;

/** A new message of a conversation, to the player's sockets. */
export function pushMessage(fanout: ChatFanout, guestId: string, message: ChatMessage): void {
  fanout.publish(playerChannel(guestId), { event: ChatEvent.NewMessage, data: message });
}

/** How far the service side has read the player's messages, to the player's sockets. */
export function pushReadMark(fanout: ChatFanout, guestId: string, mark: ChatReadMark): void {
  fanout.publish(playerChannel(guestId), { event: ChatEvent.ReadMark, data: mark });
}

/** Something about a handed-over conversation changed: the tenant's desk reads it again. */
export function pushDeskChanged(fanout: ChatFanout, tenantId: number, conversationId: number) {
  fanout.publish(deskChannel(tenantId), { event: "changed", data: { conversationId } });
}
