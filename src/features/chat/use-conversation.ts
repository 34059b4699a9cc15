// A conversation on screen: history paged by id, live messages from the socket, catch-up after a
// reconnect (everything after the last id we hold), sends that can be retried without duplicates
// (the same clientMsgId), the last-read update that clears the unread badge, how far the service
// side has read the guest's own messages, and the way to a person.
//
// The messages live in a reducer rather than the query cache: they are a live stream merged from
// three sources (pages, pushes, catch-ups) and deduped by id, which the thread reducer does purely.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import type { ChatConversation, ChatMessage, ChatReadMark } from "../../api/contract/chat";
import { CHAT_MESSAGE_EVENT, CHAT_RANGE_MAX, CHAT_READ_EVENT } from "../../api/contract/constants";
import {
  fetchConversations,
  fetchMessages,
  fetchMessagesSince,
  initGuestMessage,
  markRead,
  sendMessage,
  talkToPerson,
} from "../../api/endpoints/chat";
import { chatConnectionAtom, chatUnreadAtom, ChatStatus } from "./atoms";
import { emptyThread, lastId, PendingStatus, threadReducer } from "./thread";

/** Sender ids of a person at the service desk (the canned agents' are `svc-…`). */
const PERSON_SENDER = "desk-";

export const ConversationProblem = { NotFound: "not-found", LoadFailed: "load-failed" } as const;
export type ConversationProblem = (typeof ConversationProblem)[keyof typeof ConversationProblem];

/** Waits before asking again for what a reconnect missed, after each failed catch-up. */
export const CATCH_UP_RETRY_MS = [1_000, 3_000, 10_000] as const;

const newClientMsgId = () =>
  `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export function useConversation(params: { id?: number; uid?: string }) {
  const conn = useAtomValue(chatConnectionAtom);
  const setUnread = useSetAtom(chatUnreadAtom);
  const guestId = conn.guestId;
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [problem, setProblem] = useState<ConversationProblem | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [thread, dispatch] = useReducer(threadReducer, emptyThread);
  const conversationId = conversation?.id ?? null;
  const threadRef = useRef(thread);
  useEffect(() => {
    threadRef.current = thread;
  });

  // Resolve the conversation: the id in the route (must be one of ours), or the one with the
  // agent `uid`, opened on first visit (the agent greets). The caller keys this hook's component
  // by identity and route params, so each resolution starts from a fresh state.
  useEffect(() => {
    if (!guestId) return;
    let live = true;
    const resolve = async (): Promise<ChatConversation> => {
      if (params.id === undefined) return initGuestMessage(guestId, params.uid);
      const found = (await fetchConversations(guestId)).find((c) => c.id === params.id);
      if (!found) throw new Error("not a conversation of this guest");
      return found;
    };
    resolve()
      .then((c) => live && setConversation(c))
      .catch(() => live && setProblem(ConversationProblem.NotFound));
    return () => {
      live = false;
    };
  }, [guestId, params.id, params.uid]);

  // First page of history.
  useEffect(() => {
    if (!guestId || conversationId === null) return;
    const controller = new AbortController();
    fetchMessages(guestId, conversationId, undefined, controller.signal)
      .then((page) =>
        dispatch({ type: "page", items: page.items, hasMore: page.hasMore, older: false }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setProblem(ConversationProblem.LoadFailed);
      });
    return () => controller.abort();
  }, [guestId, conversationId]);

  // Live messages of this conversation, and the service side's read marks. A person's message
  // (joined, reply, closed) may change who has the chat: the conversation is read again.
  useEffect(() => {
    if (conversationId === null || !guestId) return;
    let live = true;
    const onMessage = (e: Event) => {
      const m = (e as CustomEvent<ChatMessage>).detail;
      if (m?.conversationId !== conversationId) return;
      dispatch({ type: "incoming", items: [m] });
      if (m.sender === "agent" && m.senderId.startsWith(PERSON_SENDER)) {
        fetchConversations(guestId)
          .then((list) => {
            const c = list.find((x) => x.id === conversationId);
            if (live && c) setConversation(c);
          })
          .catch(() => undefined);
      }
    };
    const onRead = (e: Event) => {
      const mark = (e as CustomEvent<ChatReadMark>).detail;
      if (mark?.conversationId !== conversationId) return;
      setConversation((c) =>
        c ? { ...c, agentReadMsgId: Math.max(c.agentReadMsgId, mark.agentReadMsgId) } : c,
      );
    };
    window.addEventListener(CHAT_MESSAGE_EVENT, onMessage);
    window.addEventListener(CHAT_READ_EVENT, onRead);
    return () => {
      live = false;
      window.removeEventListener(CHAT_MESSAGE_EVENT, onMessage);
      window.removeEventListener(CHAT_READ_EVENT, onRead);
    };
  }, [conversationId, guestId]);

  // After a reconnect, fetch what the socket missed while it was down, in as many answers as it
  // takes (CHAT_RANGE_MAX messages each). A platform that has just come back may fail that call;
  // it is asked again (CATCH_UP_RETRY_MS) while this connection stays open, since nothing else
  // would bring those messages back. A drop cancels the retries: the next open catches up anyway.
  const seenGeneration = useRef(conn.generation);
  useEffect(() => {
    if (conn.status !== ChatStatus.Open || conn.generation === seenGeneration.current) return;
    seenGeneration.current = conn.generation;
    if (!guestId || conversationId === null || !threadRef.current.loaded) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const catchUp = (fromId: number, attempt: number) => {
      fetchMessagesSince(guestId, fromId, conversationId)
        .then((items) => {
          if (!live) return;
          dispatch({ type: "incoming", items });
          // A full answer: more may follow its last message (which must move on, or it stops).
          const last = items.at(-1);
          if (items.length >= CHAT_RANGE_MAX && last && last.id > fromId) catchUp(last.id, 0);
        })
        .catch(() => {
          const wait = CATCH_UP_RETRY_MS[attempt];
          if (live && wait !== undefined) {
            timer = setTimeout(() => catchUp(fromId, attempt + 1), wait);
          }
        });
    };
    catchUp(lastId(threadRef.current), 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [conn.status, conn.generation, guestId, conversationId]);

  // Mark everything shown as read while the page is visible; the badge takes the new total.
  const markedUpTo = useRef(0);
  const newest = lastId(thread);
  useEffect(() => {
    if (!guestId || conversationId === null || newest === 0) return;
    const mark = () => {
      if (document.visibilityState === "hidden" || newest <= markedUpTo.current) return;
      markedUpTo.current = newest;
      markRead(guestId, conversationId, newest)
        .then((r) => setUnread(r.unreadCount))
        .catch(() => {
          markedUpTo.current = 0;
        });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [guestId, conversationId, newest, setUnread]);

  const deliver = useCallback(
    (clientMsgId: string, content: string) => {
      if (!guestId || conversationId === null) return;
      sendMessage(guestId, conversationId, content, clientMsgId)
        .then((message) => dispatch({ type: "sent", clientMsgId, message }))
        .catch(() => dispatch({ type: "failed", clientMsgId }));
    },
    [guestId, conversationId],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || conversationId === null) return false;
      const clientMsgId = newClientMsgId();
      dispatch({
        type: "sending",
        pending: { clientMsgId, content, status: PendingStatus.Sending, createdAt: Date.now() },
      });
      deliver(clientMsgId, content);
      return true;
    },
    [conversationId, deliver],
  );

  const retry = useCallback(
    (clientMsgId: string) => {
      const p = threadRef.current.pending.find((x) => x.clientMsgId === clientMsgId);
      if (!p) return;
      dispatch({ type: "retrying", clientMsgId });
      deliver(clientMsgId, p.content);
    },
    [deliver],
  );

  const loadOlder = useCallback(() => {
    const first = threadRef.current.messages[0];
    if (!guestId || conversationId === null || !first) return;
    setLoadingOlder(true);
    fetchMessages(guestId, conversationId, first.id)
      .then((page) =>
        dispatch({ type: "page", items: page.items, hasMore: page.hasMore, older: true }),
      )
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [guestId, conversationId]);

  const [handingOff, setHandingOff] = useState(false);
  const handOff = useCallback(() => {
    if (!guestId || conversationId === null) return;
    setHandingOff(true);
    // The agent's notice comes with the socket's push (or the catch-up), like any message.
    talkToPerson(guestId, conversationId)
      .then((c) => setConversation(c))
      .catch(() => undefined)
      .finally(() => setHandingOff(false));
  }, [guestId, conversationId]);

  const readUpTo = agentReadUpTo(conversation, thread.messages);

  return {
    conn,
    conversation,
    problem,
    thread,
    send,
    retry,
    loadOlder,
    loadingOlder,
    readUpTo,
    handOff,
    handingOff,
  };
}

/**
 * How far the service side has read the guest's messages: the platform's mark, or an agent's
 * message after them (an answer is given to what was read), whichever is further.
 */
export function agentReadUpTo(
  conversation: Pick<ChatConversation, "agentReadMsgId"> | null,
  messages: readonly Pick<ChatMessage, "id" | "sender">[],
): number {
  let upTo = conversation?.agentReadMsgId ?? 0;
  for (const m of messages) if (m.sender === "agent" && m.id > upTo) upTo = m.id;
  return upTo;
}
