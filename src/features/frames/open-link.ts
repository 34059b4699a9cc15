// Link open modes of docs/product.md §3: new tab 0, new dialog 1, same tab 2. The caller renders the dialog
// (a sandboxed frame) and the 'cannot open new window' message; this decides what happens.
import { LinkOpenMode } from "../../api/contract/constants";

export type OpenLinkOutcome =
  | { kind: "new-tab" }
  /** Not http(s): a server-given `javascript:`, `data:` or custom-scheme link is never opened. */
  | { kind: "refused" }
  | { kind: "blocked" }
  | { kind: "dialog"; url: string }
  | { kind: "same-tab" };

export interface OpenLinkDeps {
  open: (url: string, target: string) => { opener: unknown } | null;
  assign: (url: string) => void;
}

const browserDeps: OpenLinkDeps = {
  open: (url, target) => window.open(url, target),
  assign: (url) => window.location.assign(url),
};

export function openLink(
  url: string,
  mode: number | null | undefined,
  deps: OpenLinkDeps = browserDeps,
): OpenLinkOutcome {
  if (!isWebUrl(url)) return { kind: "refused" };
  if (mode === LinkOpenMode.NewDialog) return { kind: "dialog", url };
  if (mode === LinkOpenMode.SameTab) {
    deps.assign(url);
    return { kind: "same-tab" };
  }
  // New tab is the default: an unknown mode must not navigate the app away. We open without the
  // `noopener` feature because with it window.open always answers null and a popup blocker could
  // not be told apart; the opener link is cut by hand instead.
  const win = deps.open(url, "_blank");
  if (!win) return { kind: "blocked" };
  win.opener = null;
  return { kind: "new-tab" };
}

/** Only http and https links (relative ones resolve against the page) are opened or framed. */
export function isWebUrl(url: string): boolean {
  try {
    const base = typeof window === "undefined" ? "https://localhost/" : window.location.href;
    const { protocol } = new URL(url, base);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
