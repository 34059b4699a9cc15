import { Trans, useLingui } from "@lingui/react/macro";
import type { ChatMessage } from "../../api/contract/chat";
import { ChatTime } from "./chat-time";
import { PendingStatus, type PendingMessage } from "./thread";

/** `read`: for the player's own message, whether the service side has read it (else: sent). */
export function MessageBubble({ message, read }: { message: ChatMessage; read?: boolean }) {
  const mine = message.sender !== "agent";
  return (
    <li
      className={mine ? "chat-msg chat-msg--mine" : "chat-msg"}
      data-message-id={message.id}
      data-sender={message.sender}
    >
      {!mine && <span className="chat-msg__name">{message.senderName}</span>}
      <p className="chat-msg__text">{message.content}</p>
      <ChatTime at={message.createdAt} />
      {mine ? (
        <span className="chat-msg__status" data-read={read ? "true" : "false"}>
          {read ? <Trans>Read</Trans> : <Trans>Sent</Trans>}
        </span>
      ) : null}
    </li>
  );
}

export function PendingBubble(props: { pending: PendingMessage; onRetry(id: string): void }) {
  const { t } = useLingui();
  const { pending } = props;
  const failed = pending.status === PendingStatus.Failed;
  const content = pending.content;
  return (
    <li className="chat-msg chat-msg--mine chat-msg--pending" data-pending={pending.status}>
      <p className="chat-msg__text">{pending.content}</p>
      {failed ? (
        <span className="chat-msg__status chat-msg__status--failed">
          <Trans>Not sent</Trans>{" "}
          <button
            type="button"
            className="chat-msg__retry"
            onClick={() => props.onRetry(pending.clientMsgId)}
            aria-label={t`Retry sending "${content}"`}
          >
            <Trans>Retry</Trans>
          </button>
        </span>
      ) : (
        <span className="chat-msg__status">
          <Trans>Sending…</Trans>
        </span>
      )}
    </li>
  );
}
