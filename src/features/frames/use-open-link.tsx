// Opens a server-given link per its open mode (docs/product.md §3) and says 'cannot open new window, check
// browser settings' when the browser blocks the new tab (docs/product.md §8).
import { lazy, Suspense, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useFeedback } from "../shell";
import { openLink } from "./open-link";

// Kept out of the shell's first load (the drawer uses this hook): the frame code loads on demand.
const FrameDialog = lazy(() => import("./frame-dialog"));

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
    <Suspense fallback={null}>
      <FrameDialog url={dialogUrl} onClose={() => setDialogUrl(null)} />
    </Suspense>
  ) : null;

  return { open, dialog };
}
