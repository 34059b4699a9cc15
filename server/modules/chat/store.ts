// Chat persistence: guests (anonymous or member identities), conversations with agents, messages.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/db.ts";
import { ChatSender, type ChatMessage } from "../../../src/api/contract/chat.ts";
import { CHAT_RANGE_MAX } from "../../../src/api/contract/constants.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import type { Locale } from "../../i18n/locale.ts";

export interface GuestRow {
  guest_id: string;
  tenant_id: number;
  visit_id: string | null;
  user_id: number | null;
  nickname: string;
  created_at: number;
}

export interface ConversationRow {
  id: number;
  guest_id: string;
  agent_uid: string;
  last_read_msg_id: number;
  created_at: number;
  /** When the guest asked for a person (migration 610); NULL while the canned agent answers. */
  handed_off_at: number | null;
  /** The service side has read the guest's messages up to this id. */
  agent_read_msg_id: number;
  /** The desk agent who has the conversation (migration 700), and since when. */
  claimed_by: number | null;
  claimed_at: number | null;
  /** The name the player sees for that person. */
  person_name: string | null;
  closed_at: number | null;
  /** The player's language at their latest message or hand-over. */
  lang: Locale | null;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  sender: ChatSender;
  sender_id: string;
  content: string;
  client_msg_id: string | null;
  created_at: number;
  /** A person's name on their messages (NULL: the guest, or the canned agent). */
  sender_name: string | null;
}

export type NewMessage = Omit<MessageRow, "id" | "sender_name"> & { sender_name?: string | null };

/** A conversation waiting for, or with, a person (the desk's queue). */
export interface PersonQueueRow {
  conversation_id: number;
  guest_id: string;
  handed_off_at: number;
  claimed_by: number | null;
  person_name: string | null;
  lang: Locale | null;
  nickname: string;
  user_id: number | null;
  /** Guest messages the service side has not read. */
  waiting: number;
}

/** A guest message whose agent answer is due (chat_replies, migration 400). */
export interface DueReply {
  message_id: number;
  lang: Locale;
  content: string;
  conversation_id: number;
  agent_uid: string;
  guest_id: string;
}

/** An agent answer just given, for the websocket push after the commit. */
export interface GivenReply {
  guestId: string;
  lang: DueReply["lang"];
  message: ChatMessage;
}

export class ChatStore {
  private readonly db: Db;
  private readonly q;
  /** How long after a guest message the agent's answer is due (ms). */
  readonly replyDelayMs: number;

  constructor(db: Db, replyDelayMs = 0) {
    this.db = db;
    this.replyDelayMs = replyDelayMs;
    this.q = {
      guest: prep<[string], GuestRow>(db, "SELECT * FROM chat_guests WHERE guest_id = ?"),
      guestByVisit: prep<[number, string], GuestRow>(
        db,
        "SELECT * FROM chat_guests WHERE tenant_id = ? AND visit_id = ?",
      ),
      guestByUser: prep<[number], GuestRow>(db, "SELECT * FROM chat_guests WHERE user_id = ?"),
      insertGuest: prep(
        db,
        `INSERT INTO chat_guests (guest_id, tenant_id, visit_id, user_id, nickname, created_at)
         VALUES (@guest_id, @tenant_id, @visit_id, @user_id, @nickname, @created_at)`,
      ),
      conversation: prep<[number], ConversationRow>(
        db,
        "SELECT * FROM chat_conversations WHERE id = ?",
      ),
      conversationWith: prep<[string, string], ConversationRow>(
        db,
        "SELECT * FROM chat_conversations WHERE guest_id = ? AND agent_uid = ?",
      ),
      conversations: prep<[string], ConversationRow>(
        db,
        "SELECT * FROM chat_conversations WHERE guest_id = ? ORDER BY id",
      ),
      insertConversation: prep(
        db,
        "INSERT INTO chat_conversations (guest_id, agent_uid, created_at) VALUES (?, ?, ?)",
      ),
      setLastRead: prep(
        db,
        "UPDATE chat_conversations SET last_read_msg_id = MAX(last_read_msg_id, ?) WHERE id = ?",
      ),
      insertMessage: prep(
        db,
        `INSERT INTO chat_messages (conversation_id, sender, sender_id, content, client_msg_id, created_at, sender_name)
         VALUES (@conversation_id, @sender, @sender_id, @content, @client_msg_id, @created_at, @sender_name)`,
      ),
      message: prep<[number], MessageRow>(db, "SELECT * FROM chat_messages WHERE id = ?"),
      byClientId: prep<[number, string], MessageRow>(
        db,
        "SELECT * FROM chat_messages WHERE conversation_id = ? AND client_msg_id = ?",
      ),
      lastMessage: prep<[number], MessageRow>(
        db,
        "SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT 1",
      ),
      page: prep<[number, number, number], MessageRow>(
        db,
        `SELECT * FROM chat_messages WHERE conversation_id = ? AND id < ?
         ORDER BY id DESC LIMIT ?`,
      ),
      range: prep<[string, number, number, number, number], MessageRow>(
        db,
        `SELECT m.* FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
         WHERE c.guest_id = ? AND m.id > ? AND m.id <= ? AND (? = 0 OR c.id = ?)
         ORDER BY m.id LIMIT ${CHAT_RANGE_MAX}`,
      ),
      unreadIn: prep<[number], { n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
         WHERE c.id = ? AND m.sender = 'agent' AND m.id > c.last_read_msg_id`,
      ),
      unreadTotal: prep<[string], { n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
         WHERE c.guest_id = ? AND m.sender = 'agent' AND m.id > c.last_read_msg_id`,
      ),
      insertReply: prep<[number, string, number]>(
        db,
        "INSERT INTO chat_replies (message_id, lang, due_at) VALUES (?, ?, ?)",
      ),
      dueReplies: prep<[number], DueReply>(
        db,
        `SELECT r.message_id, r.lang, m.content, m.conversation_id, c.agent_uid, c.guest_id
         FROM chat_replies r JOIN chat_messages m ON m.id = r.message_id
         JOIN chat_conversations c ON c.id = m.conversation_id
         WHERE r.reply_id IS NULL AND r.due_at <= ? ORDER BY r.due_at, r.message_id LIMIT 200`,
      ),
      setAgentRead: prep<[number, number]>(
        db,
        "UPDATE chat_conversations SET agent_read_msg_id = MAX(agent_read_msg_id, ?) WHERE id = ?",
      ),
      // A new hand-over (also after a person closed the conversation) waits for a claim again.
      handOff: prep<[number, string, number]>(
        db,
        `UPDATE chat_conversations SET handed_off_at = ?, lang = ?, claimed_by = NULL,
           claimed_at = NULL, person_name = NULL, closed_at = NULL
         WHERE id = ? AND handed_off_at IS NULL`,
      ),
      setLang: prep<[string, number]>(db, "UPDATE chat_conversations SET lang = ? WHERE id = ?"),
      personQueue: prep<[number], PersonQueueRow>(
        db,
        `SELECT c.id AS conversation_id, c.guest_id, c.handed_off_at, c.claimed_by, c.person_name,
           c.lang, g.nickname, g.user_id,
           (SELECT COUNT(*) FROM chat_messages m WHERE m.conversation_id = c.id
              AND m.sender = 'guest' AND m.id > c.agent_read_msg_id) AS waiting
         FROM chat_conversations c
         JOIN chat_guests g ON g.guest_id = c.guest_id
         WHERE c.handed_off_at IS NOT NULL AND g.tenant_id = ?
         ORDER BY c.handed_off_at, c.id`,
      ),
      setReply: prep<[number, number]>(
        db,
        "UPDATE chat_replies SET reply_id = ? WHERE message_id = ? AND reply_id IS NULL",
      ),
      nextReplyDue: prepPluck<[], number | null>(
        db,
        "SELECT MIN(due_at) FROM chat_replies WHERE reply_id IS NULL",
      ),
      sentSince: prep<[string, number], { n: number }>(
        db,
        "SELECT COUNT(*) AS n FROM chat_messages WHERE sender_id = ? AND created_at > ?",
      ),
    };
  }

  guest(guestId: string): GuestRow | undefined {
    return this.q.guest.get(guestId);
  }

  /** The guest of a device (by fingerprint) in a tenant; created on first sight. */
  guestForVisit(
    tenantId: number,
    visitId: string,
    now: number,
    /** Asked before a new guest is created (a per-IP cap); throws to refuse. */
    beforeCreate: () => void = () => undefined,
  ): { guest: GuestRow; created: boolean } {
    const found = this.q.guestByVisit.get(tenantId, visitId);
    if (found) return { guest: found, created: false };
    beforeCreate();
    const guest: GuestRow = {
      guest_id: "g" + randomBytes(12).toString("base64url"),
      tenant_id: tenantId,
      visit_id: visitId,
      user_id: null,
      nickname: randomBytes(2).toString("hex").toUpperCase(),
      created_at: now,
    };
    this.q.insertGuest.run(guest);
    return { guest, created: true };
  }

  /** A member's chat identity: random (never derived from the user id), the same on every device. */
  guestForMember(tenantId: number, userId: number, userName: string, now: number): GuestRow {
    const found = this.q.guestByUser.get(userId);
    if (found) return found;
    const guest: GuestRow = {
      guest_id: "m" + randomBytes(12).toString("base64url"),
      tenant_id: tenantId,
      visit_id: null,
      user_id: userId,
      nickname: userName,
      created_at: now,
    };
    this.q.insertGuest.run(guest);
    return guest;
  }

  conversation(id: number): ConversationRow | undefined {
    return this.q.conversation.get(id);
  }

  conversations(guestId: string): ConversationRow[] {
    return this.q.conversations.all(guestId);
  }

  /** Finds or opens the conversation of a guest with an agent; `created` tells whether to greet. */
  openConversation(
    guestId: string,
    agentUid: string,
    now: number,
  ): { conversation: ConversationRow; created: boolean } {
    return this.db.transaction(() => {
      const found = this.q.conversationWith.get(guestId, agentUid);
      if (found) return { conversation: found, created: false };
      const { lastInsertRowid } = this.q.insertConversation.run(guestId, agentUid, now);
      return { conversation: this.q.conversation.get(Number(lastInsertRowid))!, created: true };
    })();
  }

  insertMessage(m: NewMessage): ChatMessage {
    const row = { ...m, sender_name: m.sender_name ?? null };
    const { lastInsertRowid } = this.q.insertMessage.run(row);
    return this.toMessage({ ...row, id: Number(lastInsertRowid) });
  }

  /**
   * Inserts a guest message once per clientMsgId; a retry gets the first message back. A new
   * message and its due answer (in `lang`, due `replyDelayMs` later) are one transaction.
   */
  insertGuestMessage(
    m: NewMessage,
    lang: DueReply["lang"],
  ): { message: ChatMessage; duplicate: boolean } {
    return this.db
      .transaction(() => {
        if (m.client_msg_id) {
          const found = this.q.byClientId.get(m.conversation_id, m.client_msg_id);
          if (found) return { message: this.toMessage(found), duplicate: true };
        }
        const message = this.insertMessage(m);
        this.q.setLang.run(lang, m.conversation_id);
        // A conversation handed to a person gets no canned answer: the message waits for them.
        if (this.q.conversation.get(m.conversation_id)?.handed_off_at == null) {
          this.q.insertReply.run(message.id, lang, m.created_at + this.replyDelayMs);
        }
        return { message, duplicate: false };
      })
      .immediate();
  }

  /**
   * Gives every answer due at `now` (`answer` writes its text): each agent message is inserted in
   * the transaction that marks its question answered, so an answer is given exactly once.
   */
  answerDue(now: number, answer: (due: DueReply) => string): GivenReply[] {
    return this.db
      .transaction(() =>
        this.q.dueReplies.all(now).map((due) => {
          const message = this.insertMessage({
            conversation_id: due.conversation_id,
            sender: ChatSender.Agent,
            sender_id: due.agent_uid,
            content: answer(due),
            client_msg_id: null,
            created_at: now,
          });
          this.q.setReply.run(message.id, due.message_id);
          // The agent answered the message, so it has read it.
          this.q.setAgentRead.run(due.message_id, due.conversation_id);
          return { guestId: due.guest_id, lang: due.lang, message };
        }),
      )
      .immediate();
  }

  /**
   * Hands a conversation to a person: the canned agent stops answering it, and `notice` (the
   * agent's message saying so) is written once, with the handoff, in one transaction. Answers
   * the notice the first time, null when the conversation was already handed off.
   */
  handOff(c: ConversationRow, now: number, lang: Locale, notice: string): ChatMessage | null {
    return this.db
      .transaction(() => {
        if (this.q.handOff.run(now, lang, c.id).changes === 0) return null;
        return this.insertMessage({
          conversation_id: c.id,
          sender: ChatSender.Agent,
          sender_id: c.agent_uid,
          content: notice,
          client_msg_id: null,
          created_at: now,
        });
      })
      .immediate();
  }

  /** Handed-off conversations of a tenant, oldest first, with the guest messages no one has read. */
  personQueue(tenantId: number): PersonQueueRow[] {
    return this.q.personQueue.all(tenantId);
  }

  /** The service side has read the guest's messages up to `upTo` (never moves back). */
  markAgentRead(conversationId: number, upTo: number): void {
    this.q.setAgentRead.run(upTo, conversationId);
  }

  /** The message a client sent with this id before (a retry), if any. */
  byClientId(conversationId: number, clientMsgId: string): ChatMessage | undefined {
    const row = this.q.byClientId.get(conversationId, clientMsgId);
    return row && this.toMessage(row);
  }

  /** The earliest due time of an answer not given yet (Infinity: none). */
  nextReplyDue(): number {
    return this.q.nextReplyDue.get() ?? Infinity;
  }

  message(id: number): ChatMessage | undefined {
    const row = this.q.message.get(id);
    return row && this.toMessage(row);
  }

  lastMessage(conversationId: number): ChatMessage | null {
    const row = this.q.lastMessage.get(conversationId);
    return row ? this.toMessage(row) : null;
  }

  /** Newest `size` messages below `beforeId`, returned ascending, plus whether older ones exist. */
  page(conversationId: number, beforeId: number, size: number) {
    const rows = this.q.page.all(conversationId, beforeId, size + 1);
    const hasMore = rows.length > size;
    const items = rows
      .slice(0, size)
      .reverse()
      .map((r) => this.toMessage(r));
    return { items, hasMore };
  }

  range(guestId: string, fromId: number, toId: number, conversationId: number): ChatMessage[] {
    return this.q.range
      .all(guestId, fromId, toId, conversationId, conversationId)
      .map((r) => this.toMessage(r));
  }

  markRead(conversationId: number, lastReadMsgId: number): void {
    this.q.setLastRead.run(lastReadMsgId, conversationId);
  }

  unreadIn(conversationId: number): number {
    return this.q.unreadIn.get(conversationId)?.n ?? 0;
  }

  unreadTotal(guestId: string): number {
    return this.q.unreadTotal.get(guestId)?.n ?? 0;
  }

  sentSince(guestId: string, since: number): number {
    return this.q.sentSince.get(guestId, since)?.n ?? 0;
  }

  private toMessage(r: MessageRow): ChatMessage {
    return {
      id: r.id,
      conversationId: r.conversation_id,
      sender: r.sender,
      senderId: r.sender_id,
      senderName: r.sender_name ?? "",
      content: r.content,
      clientMsgId: r.client_msg_id,
      createdAt: r.created_at,
    };
  }
}
