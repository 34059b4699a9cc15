// The fan-out behind ChatFanout (fanout.ts): every frame reaches the sockets of its channel in
// every process of the database, once the transaction that made it has committed.
//
// One process (SQLite, or a lone PostgreSQL process): the hub writes to its own sockets. Several
// processes on one PostgreSQL database: each frame also goes out as a NOTIFY on one channel of
// the database; every process LISTENs on a connection of its own and hands what it hears to its
// hub (docs/desk.md, "More than one process"). The sender delivers to its own sockets at once and
// skips its own notification.
import { randomBytes } from "node:crypto";
import type { ChatSocketEvent } from "../../../src/api/contract/chat.ts";
import type { DeskSocketEvent } from "../../../src/api/contract/desk.ts";
import type { Db } from "../../db/db.ts";
import { PostgresStore } from "../../db/postgres.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import type { ChatFanout } from "./fanout.ts";
import type { ChatHub } from "./hub.ts";

/** The database's notification channel of the platform's sockets. */
const CHANNEL = "playfront_sockets";
/** PostgreSQL refuses a payload of 8000 bytes or more; a larger frame goes by reference. */
export const MAX_NOTIFY_BYTES = 7_900;
/** How long a frame sent by reference is kept for the processes to read. */
const FRAME_KEPT_MS = 60_000;

/** What one notification carries: a frame for a channel (inline or by row), or ended sessions. */
type Note =
  | { o: string; c: string; t: string }
  | { o: string; c: string; r: number }
  | { o: string; e: readonly string[] };

export interface Transport extends ChatFanout {
  /** Closes the sockets opened under these sessions (logout, password change), in every process. */
  endSessions(sessionIds: readonly string[]): void;
  /** Resolves once this process hears the others (the LISTEN connection is open). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The fan-out of this process for its database: across processes on PostgreSQL. */
export function openTransport(db: Db, hub: ChatHub): Transport {
  if (db instanceof PostgresStore) return new NotifyTransport(db, hub);
  return {
    publish: (channel, frame) => db.afterCommit(() => hub.publish(channel, frame)),
    endSessions: (ids) => db.afterCommit(() => hub.endSessions(ids)),
    ready: Promise.resolve(),
    close: async () => {},
  };
}

class NotifyTransport implements Transport {
  /** This process among the database's listeners: its own notifications come back to it. */
  private readonly self = randomBytes(9).toString("base64url");
  private readonly db: PostgresStore;
  private readonly hub: ChatHub;
  private readonly listener: { ready: Promise<void>; close(): Promise<void> };
  /** Notifications go out, and are handled, one after another: frames keep their order. */
  private sending: Promise<void> = Promise.resolve();
  private receiving: Promise<void> = Promise.resolve();
  readonly ready: Promise<void>;

  constructor(db: PostgresStore, hub: ChatHub) {
    this.db = db;
    this.hub = hub;
    this.listener = db.listen(
      CHANNEL,
      (payload) => {
        this.receiving = this.receiving.then(() => this.receive(payload)).catch(() => {});
      },
      // Frames sent while this process did not listen are lost to its sockets: they are closed,
      // and the clients connect again and read what they missed.
      () => hub.closeAll(),
    );
    this.ready = this.listener.ready;
  }

  publish(channel: string, frame: ChatSocketEvent | DeskSocketEvent): void {
    this.db.afterCommit(() => {
      const text = JSON.stringify(frame);
      this.hub.deliver(channel, text);
      this.send({ o: this.self, c: channel, t: text });
    });
  }

  endSessions(sessionIds: readonly string[]): void {
    if (!sessionIds.length) return;
    this.db.afterCommit(() => {
      this.hub.endSessions(sessionIds);
      this.send({ o: this.self, e: sessionIds });
    });
  }

  private send(note: Note): void {
    this.sending = this.sending
      .then(async () => {
        let payload = JSON.stringify(note);
        if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES && "t" in note) {
          payload = JSON.stringify({ o: note.o, c: note.c, r: await this.keep(note.t) });
        }
        await this.db.notify(CHANNEL, payload);
      })
      // A database that cannot be reached: the frame is in the database (the message, the read
      // mark), and the other processes' clients read it when they next ask.
      .catch(() => {});
  }

  /** Stores a large frame for the other processes to read; answers its row. */
  private async keep(text: string): Promise<number> {
    const now = Date.now();
    await prep(this.db, "DELETE FROM fanout_frames WHERE created_at < ?").run(now - FRAME_KEPT_MS);
    const id = await prepPluck<[string, number], number>(
      this.db,
      "INSERT INTO fanout_frames (body, created_at) VALUES (?, ?) RETURNING id",
    ).get(text, now);
    return id!;
  }

  private async receive(payload: string): Promise<void> {
    const note = JSON.parse(payload) as Note;
    if (note.o === this.self) return;
    if ("e" in note) return this.hub.endSessions(note.e);
    if ("t" in note) return this.hub.deliver(note.c, note.t);
    const text = await prepPluck<[number], string>(
      this.db,
      "SELECT body FROM fanout_frames WHERE id = ?",
    ).get(note.r);
    if (text !== undefined) this.hub.deliver(note.c, text);
  }

  async close(): Promise<void> {
    await this.listener.close();
    await this.sending;
  }
}
