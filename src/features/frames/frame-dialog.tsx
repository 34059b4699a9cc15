// The "new dialog" open mode: the page in a sandboxed frame inside a modal. Loaded on first use.
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";
import { FrameView } from "./frame-view";

export default function FrameDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Page`} onClose={onClose}>
      <div className="frame-dialog">
        <FrameView url={url} title={t`Page`} />
      </div>
    </Dialog>
  );
}
