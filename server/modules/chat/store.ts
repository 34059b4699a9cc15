// Chat persistence: guests (anonymous or member identities), conversations with agents, messages.
import { randomBytes } from "node:crypto";
import { found, type Db } from "../../db/db.ts";
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
  /** The desk agent who has the await conversation (migration 700), and since when. */
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
      insertConversation: prepPluck<[string, string, number], number>(
        db,
        "INSERT INTO chat_conversations (guest_id, agent_uid, created_at) VALUES (?, ?, ?) RETURNING id",
      ),
      setLastRead: prep(
        db,
        "UPDATE chat_conversations SET last_read_msg_id = @upTo WHERE id = @id AND last_read_msg_id < @upTo",
      ),
      insertMessage: prepPluck<[Record<string, unknown>], number>(
        db,
        `INSERT INTO chat_messages (conversation_id, sender, sender_id, content, client_msg_id, created_at, sender_name)
         VALUES (@conversation_id, @sender, @sender_id, @content, @client_msg_id, @created_at, @sender_name) RETURNING id`,
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
      setAgentRead: prep<[{ upTo: number; id: number }]>(
        db,
        "UPDATE chat_conversations SET agent_read_msg_id = @upTo WHERE id = @id AND agent_read_msg_id < @upTo",
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

  async guest(guestId: string): Promise<GuestRow | undefined> {
    return await this.q.guest.get(guestId);
  }

  /** The guest of a device (by fingerprint) in a tenant; created on first sight. */
  async guestForVisit(
    tenantId: number,
    visitId: string,
    now: number,
    /** Asked before a new guest is created (a per-IP cap); throws to refuse. */
    beforeCreate: () => Promise<void> = async () => undefined,
  ): Promise<{ guest: GuestRow; created: boolean }> {
    const found = await this.q.guestByVisit.get(tenantId, visitId);
    if (found) return { guest: found, created: false };
    await beforeCreate();
    const guest: GuestRow = {
      guest_id: "g" + randomBytes(12).toString("base64url"),
      tenant_id: tenantId,
      visit_id: visitId,
      user_id: null,
      nickname: randomBytes(2).toString("hex").toUpperCase(),
      created_at: now,
    };
    await this.q.insertGuest.run(guest);
    return { guest, created: true };
  }

  /** A member's chat identity: random (never derived from the user id), the same on every device. */
  async guestForMember(
    tenantId: number,
    userId: number,
    userName: string,
    now: number,
  ): Promise<GuestRow> {
    const found = await this.q.guestByUser.get(userId);
    if (found) return found;
    const guest: GuestRow = {
      guest_id: "m" + randomBytes(12).toString("base64url"),
      tenant_id: tenantId,
      visit_id: null,
      user_id: userId,
      nickname: userName,
      created_at: now,
    };
    await this.q.insertGuest.run(guest);
    return guest;
  }

  async conversation(id: number): Promise<ConversationRow | undefined> {
    return await this.q.conversation.get(id);
  }

  async conversations(guestId: string): Promise<ConversationRow[]> {
    return await this.q.conversations.all(guestId);
  }

  /** Finds or opens the conversation of a guest with an agent; `created` tells whether to greet. */
  async openConversation(
    guestId: string,
    agentUid: string,
    now: number,
  ): Promise<{ conversation: ConversationRow; created: boolean }> {
    return await this.db.tx(async () => {
      const open = await this.q.conversationWith.get(guestId, agentUid);
      if (open) return { conversation: open, created: false };
      const id = found(await this.q.insertConversation.get(guestId, agentUid, now));
      return { conversation: found(await this.q.conversation.get(id)), created: true };
    });
  }

  async insertMessage(m: NewMessage): Promise<ChatMessage> {
    const row = { ...m, sender_name: m.sender_name ?? null };
    const id = found(await this.q.insertMessage.get(row));
    return this.toMessage({ ...row, id });
  }

  /**
   * Inserts a guest message once per clientMsgId; a retry gets the first message back. A new
   * message and its due answer (in `lang`, due `replyDelayMs` later) are one transaction.
   */
  async insertGuestMessage(
    m: NewMessage,
    lang: DueReply["lang"],
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    return await this.db.tx(async () => {
      if (m.client_msg_id) {
        const found = await this.q.byClientId.get(m.conversation_id, m.client_msg_id);
        if (found) return { message: this.toMessage(found), duplicate: true };
      }
      const message = await this.insertMessage(m);
      await this.q.setLang.run(lang, m.conversation_id);
      // A conversation handed to a person gets no canned answer: the message waits for them.
      if ((await this.q.conversation.get(m.conversation_id))?.handed_off_at == null) {
        await this.q.insertReply.run(message.id, lang, m.created_at + this.replyDelayMs);
      }
      return { message, duplicate: false };
    });
  }

  /**
   * Gives every answer due at `now` (`answer` writes its text): each agent message is inserted in
   * the transaction that marks its question answered, so an answer is given exactly once.
   */
  async answerDue(now: number, answer: (due: DueReply) => string): Promise<GivenReply[]> {
    return await this.db.tx(async () => {
      const given: GivenReply[] = [];
      for (const due of await this.q.dueReplies.all(now)) {
        const message = await this.insertMessage({
          conversation_id: due.conversation_id,
          sender: ChatSender.Agent,
          sender_id: due.agent_uid,
          content: answer(due),
          client_msg_id: null,
          created_at: now,
        });
        await this.q.setReply.run(message.id, due.message_id);
        // The agent answered the message, so it has read it.
        await this.q.setAgentRead.run({ upTo: due.message_id, id: due.conversation_id });
        given.push({ guestId: due.guest_id, lang: due.lang, message });
      }
      return given;
    });
  }

  /**
   * Hands a conversation to a person: the canned agent stops answering it, and `notice` (the
   * agent's message saying so) is written once, with the handoff, in one transaction. Answers
   * the notice the first time, null when the conversation was already handed off.
   */
  async handOff(
    c: ConversationRow,
    now: number,
    lang: Locale,
    notice: string,
  ): Promise<ChatMessage | null> {
    return await this.db.tx(async () => {
      if ((await this.q.handOff.run(now, lang, c.id)).changes === 0) return null;
      return this.insertMessage({
        conversation_id: c.id,
        sender: ChatSender.Agent,
        sender_id: c.agent_uid,
        content: notice,
        client_msg_id: null,
        created_at: now,
      });
    });
  }

  /** Handed-off conversations of a tenant, oldest first, with the guest messages no one has read. */
  async personQueue(tenantId: number): Promise<PersonQueueRow[]> {
    return await this.q.personQueue.all(tenantId);
  }

  /** The service side has read the guest's messages up to `upTo` (never moves back). */
  async markAgentRead(conversationId: number, upTo: number): Promise<void> {
    await this.q.setAgentRead.run({ upTo, id: conversationId });
  }

  /** The message a client sent with this id before (a retry), if any. */
  async byClientId(conversationId: number, clientMsgId: string): Promise<ChatMessage | undefined> {
    const row = await this.q.byClientId.get(conversationId, clientMsgId);
    return row && this.toMessage(row);
  }

  /** The earliest due time of an answer not given yet (Infinity: none). */
  async nextReplyDue(): Promise<number> {
    return (await this.q.nextReplyDue.get()) ?? Infinity;
  }

  async message(id: number): Promise<ChatMessage | undefined> {
    const row = await this.q.message.get(id);
    return row && this.toMessage(row);
  }

  async lastMessage(conversationId: number): Promise<ChatMessage | null> {
    const row = await this.q.lastMessage.get(conversationId);
    return row ? this.toMessage(row) : null;
  }

  /** Newest `size` messages below `beforeId`, returned ascending, plus whether older ones exist. */
  async page(conversationId: number, beforeId: number, size: number) {
    const rows = await this.q.page.all(conversationId, beforeId, size + 1);
    const hasMore = rows.length > size;
    const items = rows
      .slice(0, size)
      .reverse()
      .map((r) => this.toMessage(r));
    return { items, hasMore };
  }

  async range(
    guestId: string,
    fromId: number,
    toId: number,
    conversationId: number,
  ): Promise<ChatMessage[]> {
    return (await this.q.range.all(guestId, fromId, toId, conversationId, conversationId)).map(
      (r) => this.toMessage(r),
    );
  }

  async markRead(conversationId: number, lastReadMsgId: number): Promise<void> {
    await this.q.setLastRead.run({ upTo: lastReadMsgId, id: conversationId });
  }

  async unreadIn(conversationId: number): Promise<number> {
    return (await this.q.unreadIn.get(conversationId))?.n ?? 0;
  }

  async unreadTotal(guestId: string): Promise<number> {
    return (await this.q.unreadTotal.get(guestId))?.n ?? 0;
  }

  async sentSince(guestId: string, since: number): Promise<number> {
    return (await this.q.sentSince.get(guestId, since))?.n ?? 0;
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
