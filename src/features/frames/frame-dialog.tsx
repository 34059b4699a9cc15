// The "new dialog" open mode: the page in a sandboxed frame inside a modal. Loaded on first use.
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";
import { FrameView } from "./frame-view";

export default function FrameDialog({
  url,
  title,
  onClose,
}: {
  url: string;
  /** The name of what opened it (a menu, a picture); the page's host when it has none. */
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = title || hostOf(url) || t`Page`;
  return (
    <Dialog title={name} onClose={onClose}>
      <div className="frame-dialog">
        <FrameView url={url} title={name} />
      </div>
    </Dialog>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url, window.location.href).host;
  } catch {
    return "";
  }
}
