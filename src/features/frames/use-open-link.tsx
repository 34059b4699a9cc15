// Opens a server-given link per its open mode (spec §3) and says 'cannot open new window, check
// browser settings' when the browser blocks the new tab (spec §8).
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Dialog } from "../../components/dialog";
import { useFeedback } from "../shell";
import { FrameView } from "./frame-view";
import { openLink } from "./open-link";

export function useOpenLink() {
  const { t } = useLingui();
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const [dialogUrl, setDialogUrl] = useState<string | null>(null);

  function open(url: string, mode: number | null | undefined) {
    // In-app paths stay in the router (no reload), whatever the mode.
    if (url.startsWith("/") && !url.startsWith("//")) {
      void navigate({ href: url });
      return;
    }
    const outcome = openLink(url, mode);
    if (outcome.kind === "blocked")
      toast(t`Cannot open a new window, please check your browser settings`);
    if (outcome.kind === "dialog") setDialogUrl(outcome.url);
  }

  const dialog = dialogUrl ? (
    <Dialog title={t`Page`} onClose={() => setDialogUrl(null)}>
      <div className="frame-dialog">
        <FrameView url={dialogUrl} title={t`Page`} />
      </div>
    </Dialog>
  ) : null;

  return { open, dialog };
}
