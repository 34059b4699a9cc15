// Opens a server-given link per its open mode (docs/product.md §3) and says 'cannot open new window, check
// browser settings' when the browser blocks the new tab (docs/product.md §8). In-app paths keep the
// page's language prefix; a contact link (QQ) shows its id to copy.
import { lazy, Suspense, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { isLocale } from "../../api/contract/locales";
import { localePath, useFeedback, useLocaleParam } from "../shell";
import { contactIdOf, type ContactId } from "../../api/contract/rules";
import { openLink } from "./open-link";

// Kept out of the shell's first load (the drawer uses this hook): the frame code loads on demand.
const FrameDialog = lazy(() => import("./frame-dialog"));
const ContactDialog = lazy(() => import("./contact-dialog"));

/**
 * An in-app path under the page's language prefix, unless it names a language itself; any other
 * link as it is.
 */
export function inAppHref(path: string, locale: string | undefined): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const first = path.split(/[/?#]/)[1];
  return isLocale(first) ? path : localePath(locale, path);
}

export function useOpenLink() {
  const { t } = useLingui();
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const [dialog, setDialog] = useState<{ url: string; title: string } | null>(null);
  const [contact, setContact] = useState<{ contact: ContactId; title: string } | null>(null);

  /** Opens `url`; `title` names the dialog it may open (the menu's or the picture's name). */
  function open(url: string, mode: number | null | undefined, title = "") {
    // In-app paths stay in the router (no reload), whatever the mode.
    if (url.startsWith("/") && !url.startsWith("//")) {
      void navigate({ href: inAppHref(url, locale) });
      return;
    }
    const id = contactIdOf(url);
    if (id) {
      setContact({ contact: id, title: title || t`Customer service` });
      return;
    }
    const outcome = openLink(url, mode);
    if (outcome.kind === "blocked")
      toast(t`Cannot open a new window, please check your browser settings`);
    if (outcome.kind === "dialog") setDialog({ url: outcome.url, title });
  }

  const dialogs = (
    <>
      {dialog ? (
        <Suspense fallback={null}>
          <FrameDialog url={dialog.url} title={dialog.title} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {contact ? (
        <Suspense fallback={null}>
          <ContactDialog
            contact={contact.contact}
            title={contact.title}
            onClose={() => setContact(null)}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { open, dialog: dialog || contact ? dialogs : null };
}
