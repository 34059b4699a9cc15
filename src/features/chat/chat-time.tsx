import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatChatTime } from "./time-format";

const MINUTE = 60_000;

/** The current time, refreshed every minute so "today" turns into "yesterday" at midnight. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A message time in the player's zone (docs/product.md §10 "Time"), machine-readable in `dateTime`. */
export function ChatTime({ at }: { at: number }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  return (
    <time className="chat-time" dateTime={new Date(at).toISOString()}>
      {formatChatTime(at, Math.max(now, at), t`Yesterday`, i18n.locale)}
    </time>
  );
}
