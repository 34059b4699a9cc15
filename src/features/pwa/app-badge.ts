// The installed app's icon badge from the page: unread letters + unread chat messages,
// set whenever either changes, cleared at 0 (all read, or logout: both counts drop to 0 then).
// The service worker sets it too when it shows a notification while the page is hidden: the
// SHOW_NOTIFICATION message carries `unreadTotal()` (notifications.ts). No-op where unsupported.
import { useEffect } from "react";
import { applyAppBadge } from "../../../sw/badge.ts";

const counts = { letters: 0, chat: 0 };
let shown: number | null = null;

/** Unread letters + unread chat messages as the page last knew them. */
export function unreadTotal(): number {
  return counts.letters + counts.chat;
}

/** Updates one of the counts and the icon when the total changed. */
export function noteUnread(kind: keyof typeof counts, n: number): void {
  counts[kind] = n;
  const total = unreadTotal();
  if (total === shown) return;
  shown = total;
  void applyAppBadge(navigator, total);
}

/**
 * Keeps the badge in step with the unread letters and chat messages (PwaChrome; the app's frame
 * reads both counts from their features and hands them in).
 */
export function useAppBadge(letters: number, chat: number): void {
  useEffect(() => noteUnread("letters", letters), [letters]);
  useEffect(() => noteUnread("chat", chat), [chat]);
}
