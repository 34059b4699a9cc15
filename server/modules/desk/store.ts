// What the desk does to handed-over conversations (the chat's tables, migration 700): claim, hand
// to another agent, close, reply, read. Each change is one conditional UPDATE in one transaction
// with the message the player sees, so two agents acting at once cannot both win: the second finds
// the row no longer in the state it expected and changes nothing.
import type { Db } from "../../db/db.ts";
import { prep } from "../../db/sql.ts";
import { ChatSender, type ChatMessage } from "../../../src/api/contract/chat.ts";
import { DeskRole, type DeskMemberSummary } from "../../../src/api/contract/desk.ts";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { ChatStore, ConversationRow } from "../chat/store.ts";
import { toMoney } from "../money/cents.ts";
import type { Agent } from "./auth.ts";

/** How many of a member's deposits the desk shows. */
export const DESK_DEPOSITS = 5;

/** A person's messages are signed with this sender id (the canned agents' are `svc-…`). */
export const personSenderId = (agentId: number) => `desk-${agentId}`;

export class DeskStore {
  private readonly db: Db;
  private readonly chat: ChatStore;

  constructor(db: Db, chat: ChatStore) {
    this.db = db;
    this.chat = chat;
  }

  /** The conversation and its tenant, when it exists. */
  async conversation(id: number): Promise<{ c: ConversationRow; tenantId: number } | undefined> {
    const c = await this.chat.conversation(id);
    const guest = c && (await this.chat.guest(c.guest_id));
    return c && guest ? { c, tenantId: guest.tenant_id } : undefined;
  }

  /**
   * What an agent may open: their tenant's waiting conversations and their own (also closed
   * ones they had); a supervisor every conversation of the tenant that reached the desk.
   */
  visible(agent: Agent, c: ConversationRow, tenantId: number): boolean {
    if (tenantId !== agent.tenantId) return false;
    if (c.handed_off_at === null && c.closed_at === null) return false;
    if (agent.role === DeskRole.Supervisor) return true;
    return c.claimed_by === agent.id || (c.handed_off_at !== null && c.claimed_by === null);
  }

  /** Takes a waiting conversation; false when another agent has it already. */
  async claim(
    c: ConversationRow,
    agent: Agent,
    now: number,
    notice: string,
  ): Promise<ChatMessage | null> {
    return await this.db.tx(async () => {
      const won = await prep<[number, number, string, number]>(
        this.db,
        `UPDATE chat_conversations SET claimed_by = ?, claimed_at = ?, person_name = ?
           WHERE id = ? AND handed_off_at IS NOT NULL AND claimed_by IS NULL`,
      ).run(agent.id, now, agent.name, c.id);
      if (won.changes === 0) return null;
      return this.say(c, agent, now, notice);
    });
  }

  /** Gives a conversation from its holder `from` (as read) to `to`; null when it moved meanwhile. */
  async hand(
    c: ConversationRow,
    from: number,
    to: { id: number; name: string },
    now: number,
    notice: string,
  ): Promise<ChatMessage | null> {
    return await this.db.tx(async () => {
      const moved = await prep<[number, number, string, number, number]>(
        this.db,
        `UPDATE chat_conversations SET claimed_by = ?, claimed_at = ?, person_name = ?
           WHERE id = ? AND handed_off_at IS NOT NULL AND claimed_by = ?`,
      ).run(to.id, now, to.name, c.id, from);
      if (moved.changes === 0) return null;
      return this.say(c, { id: to.id, name: to.name }, now, notice);
    });
  }

  /** Ends the person's part (the canned agent answers again); null when it moved meanwhile. */
  async close(
    c: ConversationRow,
    by: Agent,
    now: number,
    notice: string,
  ): Promise<ChatMessage | null> {
    return await this.db.tx(async () => {
      const closed = await prep<[number, number, number | null]>(
        this.db,
        `UPDATE chat_conversations SET handed_off_at = NULL, closed_at = ?, person_name = NULL
           WHERE id = ? AND handed_off_at IS NOT NULL AND claimed_by IS NOT DISTINCT FROM ?`,
      ).run(now, c.id, c.claimed_by);
      if (closed.changes === 0) return null;
      return this.say(c, by, now, notice);
    });
  }

  /**
   * The holder's reply, once per clientMsgId (a retry answers the first). Null when the agent
   * no longer has the conversation.
   */
  async reply(
    c: ConversationRow,
    agent: Agent,
    content: string,
    clientMsgId: string | null,
    now: number,
  ): Promise<{ message: ChatMessage; duplicate: boolean } | null> {
    return await this.db.tx(async () => {
      const current = await this.chat.conversation(c.id);
      if (current?.claimed_by !== agent.id || current.handed_off_at === null) return null;
      const first = clientMsgId ? await this.chat.byClientId(c.id, clientMsgId) : undefined;
      if (first) return { message: first, duplicate: true };
      const message = await this.chat.insertMessage({
        conversation_id: c.id,
        sender: ChatSender.Agent,
        sender_id: personSenderId(agent.id),
        sender_name: agent.name,
        content,
        client_msg_id: clientMsgId,
        created_at: now,
      });
      return { message, duplicate: false };
    });
  }

  private say(
    c: ConversationRow,
    agent: { id: number; name: string },
    now: number,
    content: string,
  ): Promise<ChatMessage> {
    return this.chat.insertMessage({
      conversation_id: c.id,
      sender: ChatSender.Agent,
      sender_id: personSenderId(agent.id),
      sender_name: agent.name,
      content,
      client_msg_id: null,
      created_at: now,
    });
  }

  /** The agents of a tenant (to hand a conversation to). */
  async agents(tenantId: number) {
    return await prep<
      [number],
      { id: number; user_name: string; display_name: string; role: DeskRole }
    >(
      this.db,
      `SELECT id, user_name, display_name, role FROM desk_agents
       WHERE tenant_id = ? AND disabled = 0 ORDER BY display_name, id`,
    ).all(tenantId);
  }

  /** A member's name, main balance and latest deposits: read only, nothing settles or moves. */
  async member(userId: number): Promise<DeskMemberSummary | null> {
    const user = await prep<[number], { user_name: string; real_name: string; currency: string }>(
      this.db,
      `SELECT u.user_name, u.real_name, t.currency FROM users u
       JOIN tenants t ON t.id = u.tenant_id WHERE u.id = ?`,
    ).get(userId);
    if (!user) return null;
    const balance =
      (
        await prep<[number, string], { balance: number }>(
          this.db,
          "SELECT balance FROM wallets WHERE user_id = ? AND account = ?",
        ).get(userId, MAIN_WALLET)
      )?.balance ?? 0;
    const deposits = await prep<
      [number, number],
      { amount: number; status: string; created_at: number }
    >(
      this.db,
      `SELECT amount, status, created_at FROM deposit_orders WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    ).all(userId, DESK_DEPOSITS);
    return {
      userName: user.user_name,
      realName: user.real_name,
      currency: user.currency,
      balance: toMoney(balance),
      deposits: deposits.map((d) => ({
        amount: toMoney(d.amount),
        status: d.status,
        createdAt: d.created_at,
      })),
    };
  }
}
