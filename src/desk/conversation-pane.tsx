// One conversation at the desk: the whole history, the member's name, balance and last deposits
// (read only), and — for the agent who holds it — replies typed or picked from the quick replies
// in the player's language, read marks, hand-over and close.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeskAgent, DeskConversation, DeskMe } from "../api/contract/desk";
import { localeName, localeTag } from "../api/contract/locales";
import { formatPlatformTime } from "../api/contract/platform-time";
import { desk } from "./api";
import { MemberCard } from "./member-card";

const newClientMsgId = () => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface Props {
  id: number;
  me: DeskMe;
  /** Bumped on every desk event: the conversation is read again. */
  changed: number;
  onClose: () => void;
  onError: (err: unknown) => void;
}

export function ConversationPane({ id, me, changed, onClose, onError }: Props) {
  const { t, i18n } = useLingui();
  const [c, setC] = useState<DeskConversation | null>(null);
  const [agents, setAgents] = useState<DeskAgent[]>([]);
  const [quick, setQuick] = useState<string[]>([]);
  const [text, setText] = useState("");
  const [handTo, setHandTo] = useState("");
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    desk<DeskConversation>("GET", `/conversations/${id}`).then(setC).catch(onError);
  }, [id, changed, onError]);

  useEffect(() => {
    desk<DeskAgent[]>("GET", "/agents").then(setAgents).catch(onError);
  }, [onError]);

  const lang = c?.lang;
  useEffect(() => {
    if (!lang) return;
    desk<string[]>("GET", `/quick-replies?lang=${lang}`).then(setQuick).catch(onError);
  }, [lang, onError]);

  const mine = c?.claimedBy?.id === me.agent.id;
  const supervisor = me.agent.role === "supervisor";

  // The holder has read what is on screen: the player sees "Read" under their messages.
  const lastGuest = c?.messages.filter((m) => m.sender === "guest").at(-1)?.id ?? 0;
  useEffect(() => {
    if (!mine || !c || lastGuest <= c.agentReadMsgId) return;
    desk("POST", `/conversations/${id}/read`, { lastReadMsgId: lastGuest }).catch(onError);
  }, [mine, c, lastGuest, id, onError]);

  const newest = c?.messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [newest]);

  const act = async (path: string, body?: unknown) => {
    setBusy(true);
    try {
      await desk("POST", `/conversations/${id}/${path}`, body ?? {});
      setC(await desk<DeskConversation>("GET", `/conversations/${id}`));
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };

  const send = (content: string) => {
    if (!content.trim()) return;
    void act("reply", { content, clientMsgId: newClientMsgId() }).then(() => setText(""));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(text);
  };

  if (!c) {
    return (
      <section className="desk-conversation" aria-busy="true">
        <p className="desk-empty">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }

  const open = !c.closed;
  const player = c.player;
  const holder = c.claimedBy?.name ?? "";
  return (
    <section className="desk-conversation" aria-label={t`Conversation with ${player}`}>
      <header className="desk-conversation__head">
        <button type="button" className="desk-back" onClick={onClose}>
          <Trans>Back to the queue</Trans>
        </button>
        <h2>{c.player}</h2>
        <span lang={localeTag(c.lang)}>{localeName(c.lang)}</span>
        {c.claimedBy && !mine && (
          <span>
            <Trans>With {holder}</Trans>
          </span>
        )}
        {!c.claimedBy && open && (
          <button
            type="button"
            className="desk-primary"
            disabled={busy}
            onClick={() => void act("claim")}
          >
            <Trans>Claim</Trans>
          </button>
        )}
        {c.claimedBy && (mine || supervisor) && (
          <form
            className="desk-hand"
            onSubmit={(e) => {
              e.preventDefault();
              if (handTo) void act("hand", { agentId: Number(handTo) });
            }}
          >
            <select
              aria-label={t`Hand to`}
              value={handTo}
              onChange={(e) => setHandTo(e.target.value)}
            >
              <option value="">{t`Hand to…`}</option>
              {agents
                .filter((a) => a.id !== c.claimedBy?.id)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
            </select>
            <button type="submit" disabled={busy || !handTo}>
              <Trans>Hand over</Trans>
            </button>
          </form>
        )}
        {open && (mine || supervisor) && (
          <button type="button" disabled={busy} onClick={() => void act("close")}>
            <Trans>Close</Trans>
          </button>
        )}
      </header>
      <div className="desk-conversation__body">
        <ol className="desk-thread" aria-label={t`Messages`}>
          {c.messages.map((m) => (
            <li
              key={m.id}
              className={m.sender === "guest" ? "desk-msg desk-msg--player" : "desk-msg"}
            >
              <span className="desk-msg__who">{m.senderName}</span>
              <p>{m.content}</p>
              <span className="desk-msg__time">
                {formatPlatformTime(m.createdAt, i18n.locale, "time")}
                {m.sender === "agent" && m.id <= c.playerReadMsgId && (
                  <>
                    {" · "}
                    <Trans>Read</Trans>
                  </>
                )}
              </span>
            </li>
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
        <MemberCard member={c.member} />
      </div>
      {mine && (
        <div className="desk-reply">
          <div className="desk-quick" aria-label={t`Quick replies`} role="group">
            {quick.map((q) => (
              <button
                key={q}
                type="button"
                lang={localeTag(c.lang)}
                disabled={busy}
                onClick={() => send(q)}
              >
                {q}
              </button>
            ))}
          </div>
          <form className="desk-composer" onSubmit={submit}>
            <label className="desk-sr" htmlFor="desk-reply">
              <Trans>Reply</Trans>
            </label>
            <textarea
              id="desk-reply"
              value={text}
              maxLength={1000}
              rows={2}
              placeholder={t`Type a reply`}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  send(text);
                }
              }}
            />
            <button type="submit" className="desk-primary" disabled={busy || !text.trim()}>
              <Trans>Send</Trans>
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
