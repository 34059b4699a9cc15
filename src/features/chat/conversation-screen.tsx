// Conversation (route `messageChat/{id?}{uid?}`): history paged by id, live answers, sending with
// retry for failed sends, sent and read marks on the player's messages, the spec's connection
// messages, and a way to a person when the agent's canned answer does not fit.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Trans, useLingui } from "@lingui/react/macro";
import { personalDataQueryOptions } from "../../api/endpoints/chat";
import { useChatEnabled, useLocaleParam, useOpenService } from "../shell";
import { chatConnectionAtom } from "./atoms";
import { ChatUnavailable } from "./chat-unavailable";
import { ConnectionBanner } from "./connection-banner";
import { MessageBubble, PendingBubble } from "./message-bubble";
import { ConversationProblem, useConversation } from "./use-conversation";
import { BackIcon } from "../../components/icons";
import { formatPlatformTime } from "../../api/contract/platform-time";
import type { ChatParams } from "./route-params";
import "./chat.css";

/** `id` and `uid` are parsed by the route (route-params.ts). */
export function ConversationScreen(params: ChatParams) {
  const enabled = useChatEnabled();
  const { guestId } = useAtomValue(chatConnectionAtom);
  if (!enabled) {
    return (
      <main className="screen">
        <ChatHeader title={null} />
        <ChatUnavailable />
      </main>
    );
  }
  // A new identity (login, logout) or another conversation starts from a fresh state.
  return <Conversation key={`${guestId}:${params.id}:${params.uid}`} {...params} />;
}

function ChatHeader({ title }: { title: string | null }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  return (
    <header className="chat-header">
      <Link
        to="/{-$locale}/message"
        params={{ locale }}
        className="icon-btn chat-header__back"
        aria-label={t`Back to messages`}
      >
        <BackIcon size="1.5em" />
      </Link>
      <h1 className="chat-header__title">{title ?? <Trans>Customer service</Trans>}</h1>
    </header>
  );
}

function Conversation(params: { id?: number; uid?: string }) {
  const { t, i18n } = useLingui();
  const c = useConversation(params);
  const [text, setText] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const newest = c.thread.messages.at(-1)?.id ?? 0;
  const pendingCount = c.thread.pending.length;
  const personal = useQuery({
    ...personalDataQueryOptions(c.conn.guestId ?? "", i18n.locale),
    enabled: c.conn.guestId !== null,
  });

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [newest, pendingCount]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (c.send(text)) setText("");
  };

  return (
    <main className="chat-screen">
      <ChatHeader title={c.conversation?.agent.nickname ?? null} />
      <ConnectionBanner />
      {c.problem === ConversationProblem.NotFound && (
        <p className="chat-empty" role="alert">
          <Trans>This conversation does not exist.</Trans>
        </p>
      )}
      {c.problem === ConversationProblem.LoadFailed && (
        <p className="chat-empty" role="alert">
          <Trans>Messages could not be loaded.</Trans>
        </p>
      )}
      <div className="chat-thread">
        {c.thread.hasMore && (
          <button
            type="button"
            className="btn chat-thread__older"
            onClick={c.loadOlder}
            disabled={c.loadingOlder}
          >
            <Trans>Load earlier messages</Trans>
          </button>
        )}
        {/* The live region around the list: a list may not take the role log itself (axe). */}
        <div role="log" aria-live="polite" aria-label={t`Messages`}>
          <ol className="chat-thread__list">
            {c.thread.messages.map((m) => (
              <MessageBubble key={m.id} message={m} read={m.id <= c.readUpTo} />
            ))}
            {c.thread.pending.map((p) => (
              <PendingBubble key={p.clientMsgId} pending={p} onRetry={c.retry} />
            ))}
          </ol>
        </div>
        <div ref={end} />
      </div>
      {c.conversation && (
        <PersonBar
          handedOff={c.conversation.handedOff}
          personFrom={c.conversation.personFrom}
          busy={c.handingOff}
          onAsk={c.handOff}
        />
      )}
      {/* The quick questions are the canned agent's: not offered while a person has the chat. */}
      {personal.data && c.conversation && !c.conversation.handedOff && (
        <div className="chat-phrases">
          {personal.data.quickPhrases.map((phrase) => (
            <button
              key={phrase}
              type="button"
              className="chat-phrase"
              onClick={() => c.send(phrase)}
            >
              {phrase}
            </button>
          ))}
        </div>
      )}
      <form className="chat-composer" onSubmit={submit}>
        <label className="chat-sr" htmlFor="chat-input">
          <Trans>Message</Trans>
        </label>
        <input
          id="chat-input"
          className="chat-composer__input"
          value={text}
          maxLength={1000}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t`Type a message`}
          onChange={(e) => setText(e.target.value)}
          disabled={!c.conversation}
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!c.conversation || !text.trim()}
        >
          <Trans>Send</Trans>
        </button>
      </form>
    </main>
  );
}

/**
 * The way to a person, always in sight: "Talk to a person" hands the conversation to the service
 * team (the canned agent stops); once handed, it says a person answers here. The tenant's own
 * customer-service address is one tap away in both cases.
 */
function PersonBar(props: {
  handedOff: boolean;
  personFrom: number | null;
  busy: boolean;
  onAsk: () => void;
}) {
  const service = useOpenService({ notChat: true });
  const { i18n } = useLingui();
  // Outside the desk's hours: when a person answers.
  const from =
    props.personFrom === null
      ? null
      : formatPlatformTime(props.personFrom, i18n.locale, "dateTime");
  return (
    <div className="chat-person">
      {props.handedOff ? (
        <p className="chat-person__note" role="status">
          {from === null ? (
            <Trans>A person from our team will answer here.</Trans>
          ) : (
            <Trans>A person from our team will answer here from {from}.</Trans>
          )}
        </p>
      ) : (
        <button
          type="button"
          className="btn chat-person__ask"
          onClick={props.onAsk}
          disabled={props.busy}
        >
          <Trans>Talk to a person</Trans>
        </button>
      )}
      {service.ready ? (
        <button type="button" className="chat-person__service" onClick={service.open}>
          <Trans>Other ways to reach us</Trans>
        </button>
      ) : null}
      {service.dialog}
    </div>
  );
}
