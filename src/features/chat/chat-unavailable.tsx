import { Trans } from "@lingui/react/macro";

export function ChatUnavailable() {
  return (
    <p className="chat-empty">
      <Trans>Online chat is not available on this site. Please use the Service tab.</Trans>
    </p>
  );
}
