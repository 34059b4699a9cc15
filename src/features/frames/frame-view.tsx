// A framed page (`iframe-page/{url}`, `embedded?url=`, link open mode "dialog"): the URL is
// checked against the allow-list first and a refused one shows why instead of a frame.
//
// Sandbox: scripts, forms and popups are allowed so games and providers' pages work. A
// cross-origin page also keeps `allow-same-origin` (its own origin, for its cookies): it still
// cannot reach ours. Our own pages (the platform's demo games) get no `allow-same-origin`, so a
// framed page of this origin runs as an opaque origin and cannot read the app's storage or token.
import { Trans, useLingui } from "@lingui/react/macro";
import { WarningIcon } from "../../components/icons";
import { checkFrameUrl, type FrameRefusal } from "./url-allow-list";
import { useAllowedFrameHosts } from "./use-allowed-hosts";
import "./frames.css";

export const SANDBOX_CROSS_ORIGIN =
  "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin";
export const SANDBOX_SAME_ORIGIN = "allow-scripts allow-forms allow-popups";

export interface FrameViewProps {
  url: string | null | undefined;
  title: string;
}

export function FrameView({ url, title }: FrameViewProps) {
  const allowedHosts = useAllowedFrameHosts();
  const origin = window.location.origin;
  const check = checkFrameUrl(url, { origin, allowedHosts });
  if (!check.ok) return <FrameRefused reason={check.reason} />;
  const sameOrigin = new URL(check.url).origin === origin;
  return (
    <iframe
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
