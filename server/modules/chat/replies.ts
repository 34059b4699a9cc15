// The service agent's due answers. A guest message and its due answer are stored in one
// transaction (ChatStore.insertGuestMessage, table chat_replies); the answer is given once due —
// by a timer, on start (answers that fell due while the platform was down) and before every chat
// call — in the transaction that marks it given, then pushed to the guest's sockets. Like the
// money module's deposits and withdrawals (money/settle.ts), nothing lives only in memory: a
// platform killed at any point answers every question exactly once after it starts again.
import type { PlatformContext } from "../../context.ts";
import { LOCKS } from "../../db/db.ts";
import { cannedReply } from "./agents.ts";
import { pushMessage, type ChatFanout } from "./fanout.ts";
import { namedMessage } from "./routes.ts";
import type { ChatStore } from "./store.ts";

export class ChatReplies {
  private readonly ctx: PlatformContext;
  private readonly store: ChatStore;
  private readonly fanout: ChatFanout;
  private nextDue: number;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private closed = false;

  constructor(ctx: PlatformContext, store: ChatStore, fanout: ChatFanout) {
    this.ctx = ctx;
    this.store = store;
    this.fanout = fanout;
    // Due at once: the first settle (the module's start) reads when the next answer is due.
    this.nextDue = 0;
  }

  /**
   * Gives what is due for every process's guests (a round: one process at a time does it), not
   * only those whose due time this process knows.
   */
  async round(): Promise<void> {
    await this.ctx.db.alone(LOCKS.chatReplies, async () => {
      this.nextDue = 0;
      await this.settle();
    });
  }

  /** A guest message was stored with an answer due at `dueAt`. */
  due(dueAt: number): void {
    this.nextDue = Math.min(this.nextDue, dueAt);
    this.arm();
  }

  /** Gives every answer that is due now (cheap when none is: two comparisons). */
  async settle(): Promise<void> {
    if (this.closed) return;
    const now = this.ctx.now();
    if (this.nextDue <= now) {
      const given = await this.store.answerDue(now, (d) => cannedReply(d.content, d.lang));
      this.nextDue = await this.store.nextReplyDue();
      for (const g of given) {
        const guest = await this.store.guest(g.guestId);
        if (guest) pushMessage(this.fanout, g.guestId, namedMessage(g.message, guest, g.lang));
      }
    }
    // Always (re)arm: a chat call may have given the answer the timer was set for, and the timer
    // that then finds nothing due must still set itself for the next one.
    this.arm();
  }

  /** One timer, at the earliest due answer. */
  private arm(): void {
    if (this.closed || this.nextDue === Infinity || this.nextDue >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = this.nextDue;
    this.timer = setTimeout(
      () => {
        this.timerAt = Infinity;
        // A closing or busy database: the next chat call or start settles instead.
        void this.ctx.db.alone(LOCKS.chatReplies, () => this.settle()).catch(() => {});
      },
      Math.max(0, this.nextDue - this.ctx.now()) + 5,
    );
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }
}
