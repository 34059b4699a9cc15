// The spec's chat connection messages (docs/product.md §8): 'failed to connect to customer service' once the
// retries are exhausted, 'failed to obtain chat connection data' when init failed; both with a
// way to try again. A reconnect in progress is announced politely.
import { useAtomValue } from "jotai";
import { Trans, useLingui } from "@lingui/react/macro";
import { chatConnectionAtom, ChatStatus } from "./atoms";
import { retryChatConnection } from "./runtime";

export function ConnectionBanner() {
  const { t } = useLingui();
  const { status } = useAtomValue(chatConnectionAtom);
  if (status === ChatStatus.Failed || status === ChatStatus.Unavailable) {
    return (
      <div className="chat-banner chat-banner--error" role="alert">
        <span>
          {status === ChatStatus.Failed ? (
            <Trans>Failed to connect to customer service</Trans>
          ) : (
            <Trans>Failed to obtain chat connection data</Trans>
          )}
        </span>
        <button type="button" className="btn" onClick={retryChatConnection}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="chat-banner" role="status" aria-label={t`Customer service connection`}>
      {status === ChatStatus.Retrying && <Trans>Reconnecting to customer service…</Trans>}
      {status === ChatStatus.Connecting && <Trans>Connecting to customer service…</Trans>}
    </div>
  );
}
