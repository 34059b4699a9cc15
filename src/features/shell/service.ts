// Customer service links (docs/product.md §2): opened in a new window; a blocked pop-up says so (docs/product.md §8).
import { msg } from "@lingui/core/macro";
import { i18n } from "../../lib/i18n";

export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** Opens `url` in a new window; returns false (and calls `onBlocked`) when the browser refuses. */
export function openInNewWindow(url: string, onBlocked: (message: string) => void): boolean {
  if (!isWebUrl(url)) return false;
  const win = window.open(url, "_blank");
  if (!win) {
    onBlocked(i18n._(msg`Cannot open a new window, please check your browser settings`));
    return false;
  }
  win.opener = null;
  return true;
}
