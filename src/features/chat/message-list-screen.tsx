// Chat list (route `message`): this guest's or member's conversations with the service agents,
// newest activity first, with unread counts; agents without a conversation yet can be started.
// A row's accessible name is its visible text (the agent, the preview, the time: axe's "label in
// name"), the unread count its description, as on the member centre's letters link.
import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ChatConversation } from "../../api/contract/chat";
import { CHAT_MESSAGE_EVENT } from "../../api/contract/constants";
import { agentsQueryOptions, conversationsQueryOptions } from "../../api/endpoints/chat";
import { queryKeys } from "../../api/query-keys";
import { Badge, badgeText } from "../../components/badge";
import { ScreenHeader, useChatEnabled, useLocaleParam } from "../shell";
import { chatConnectionAtom } from "./atoms";
import { ChatTime } from "./chat-time";
import { ChatUnavailable } from "./chat-unavailable";
import { ConnectionBanner } from "./connection-banner";
import { TenantImage } from "../media";
import "./chat.css";

const byActivity = (a: ChatConversation, b: ChatConversation) =>
  (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0);

export function MessageListScreen() {
  const enabled = useChatEnabled();
  return (
    <main className="screen chat-list">
      {enabled ? (
        <>
          <h1 className="screen__title">
            <Trans>Messages</Trans>
          </h1>
          <Conversations />
        </>
      ) : (
        // Not the tab bar's screen on this site (its tab is Service): it needs its own way back.
        <>
          <ScreenHeader title={<Trans>Messages</Trans>} />
          <ChatUnavailable />
        </>
      )}
    </main>
  );
}

function Conversations() {
  const { t, i18n } = useLingui();
  const locale = useLocaleParam();
  const queryClient = useQueryClient();
  const { guestId } = useAtomValue(chatConnectionAtom);
  const conversations = useQuery({
    ...conversationsQueryOptions(guestId ?? "", i18n.locale),
    enabled: guestId !== null,
  });
  const agents = useQuery(agentsQueryOptions(i18n.locale));

  useEffect(() => {
    // A new message changes previews and unread counts.
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
    window.addEventListener(CHAT_MESSAGE_EVENT, refresh);
    return () => window.removeEventListener(CHAT_MESSAGE_EVENT, refresh);
  }, [queryClient]);

  const list = [...(conversations.data ?? [])].sort(byActivity);
  const talkedTo = new Set(list.map((c) => c.agent.uid));
  const others = (agents.data ?? []).filter((a) => !talkedTo.has(a.uid));

  return (
    <>
      <ConnectionBanner />
      {guestId !== null && conversations.isPending && (
        <p className="chat-empty">
          <Trans>Loading…</Trans>
        </p>
      )}
      <ul className="chat-list__items">
        {list.map((c) => {
          const unread = badgeText(c.unreadCount);
          return (
            <li key={c.id}>
              <Link
                className="chat-list__item"
                to="/{-$locale}/messageChat/{-$id}/{-$uid}"
                params={{ locale, id: c.id, uid: c.agent.uid }}
                aria-describedby={unread ? `chat-unread-${c.id}` : undefined}
              >
                <TenantImage
                  className="chat-avatar"
                  src={c.agent.avatar}
                  decorative
                  width={40}
                  height={40}
                />
                <span className="chat-list__text">
                  <span className="chat-list__name">{c.agent.nickname}</span>
                  <span className="chat-list__preview">{c.lastMessage?.content ?? ""}</span>
                </span>
                <span className="chat-list__meta">
                  {c.lastMessage && <ChatTime at={c.lastMessage.createdAt} />}
                  <Badge count={c.unreadCount} />
                </span>
                {unread && (
                  <span id={`chat-unread-${c.id}`} hidden>
                    {t`${unread} unread`}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        {others.map((a) => (
          <li key={a.uid}>
            <Link
              className="chat-list__item"
              to="/{-$locale}/messageChat/{-$id}/{-$uid}"
              params={{ locale, id: undefined, uid: a.uid }}
            >
              <TenantImage
                className="chat-avatar"
                src={a.avatar}
                decorative
                width={40}
                height={40}
              />
              <span className="chat-list__text">
                <span className="chat-list__name">{a.nickname}</span>
                <span className="chat-list__preview">
                  <Trans>Start a conversation</Trans>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
