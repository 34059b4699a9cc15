// A framed page (`iframe-page/{url}`, `embedded?url=`, link open mode "dialog"): the URL is
// checked against the allow-list first and a refused one shows why instead of a frame.
//
// Sandbox: scripts, forms and popups are allowed so games and providers' pages work. A
// cross-origin page also keeps `allow-same-origin` (its own origin, for its cookies): it still
// cannot reach ours. Our own pages (the platform's demo games) get no `allow-same-origin`, so a
// framed page of this origin runs as an opaque origin and cannot read the app's storage or token.
import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WarningIcon } from "../../components/icons";
import { checkFrameUrl, type FrameRefusal } from "./url-allow-list";
import { useAllowedFrameHosts } from "./use-allowed-hosts";
import "./frames.css";

export const SANDBOX_CROSS_ORIGIN =
  "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin";
export const SANDBOX_SAME_ORIGIN = "allow-scripts allow-forms allow-popups";

/** Message a framed game posts when the player leaves it from inside. */
export const GAME_EXIT_MESSAGE = "playfront:game-exit";

export interface FrameViewProps {
  url: string | null | undefined;
  title: string;
  /** Called when the framed page posts GAME_EXIT_MESSAGE. */
  onExit?: () => void;
}

export function FrameView({ url, title, onExit }: FrameViewProps) {
  const allowedHosts = useAllowedFrameHosts();
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = window.location.origin;
  const check = checkFrameUrl(url, { origin, allowedHosts });
  const frameOrigin = check.ok ? new URL(check.url).origin : null;
  const sameOrigin = frameOrigin === origin;

  useEffect(() => {
    if (!onExit || !frameOrigin) return;
    // Only our own frame may ask: its window, and its origin — "null" for a page of ours that
    // runs sandboxed without allow-same-origin.
    const expected = sameOrigin ? "null" : frameOrigin;
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== expected) return;
      if ((e.data as { type?: unknown } | null)?.type === GAME_EXIT_MESSAGE) onExit();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onExit, frameOrigin, sameOrigin]);

  if (!check.ok) return <FrameRefused reason={check.reason} />;
  return (
    <iframe
      ref={frame}
      className="frame-view"
      src={check.url}
      title={title}
      sandbox={sameOrigin ? SANDBOX_SAME_ORIGIN : SANDBOX_CROSS_ORIGIN}
      referrerPolicy="no-referrer"
      allow="fullscreen; autoplay"
    />
  );
}

function FrameRefused({ reason }: { reason: FrameRefusal }) {
  const { t } = useLingui();
  const detail =
    reason === "empty"
      ? t`No page address was given.`
      : reason === "protocol"
        ? t`Only secure (https) pages can be opened here.`
        : t`This site is not on the list of pages this app may open.`;
  return (
    <div className="frame-refused" role="alert">
      <WarningIcon size={32} />
      <p className="frame-refused__title">
        <Trans>This page cannot be opened</Trans>
      </p>
      <p>{detail}</p>
    </div>
  );
}
