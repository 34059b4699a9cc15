// Newly unread in-site letters → a system notification while the app is hidden. The letters come
// from the one unread-letters query (unreadLettersQueryOptions: polled every 5 min, docs/product.md §9, also
// in the background, and on focus; only when logged in): this module watches the query cache for
// its answers and never asks the platform itself. Ids already seen are kept in IndexedDB as a
// member entry (cleared on logout), so a letter notifies once, and the first answer on a device
// only records.
import { t } from "@lingui/core/macro";
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { LetterBox, LetterStatus } from "../../api/contract/constants";
import type { Letter, LettersPage } from "../../api/contract/news";
import { unreadLettersQueryOptions } from "../../api/endpoints/news";
import { noteUnread, unreadTotal } from "./app-badge";
import { notifyWhenHidden } from "./notifications";
import { StorageKey, getMemberValue, setMemberValue } from "./storage";

const MAX_REMEMBERED = 500;

/** Unread inbox letters not seen before; none on the very first poll (no baseline yet). */
export function newlyUnread(letters: Letter[], seen: number[] | undefined): Letter[] {
  const unread = letters.filter(
    (l) => l.nstatus === LetterStatus.Unread && l.box === LetterBox.Inbox,
  );
  if (!seen) return [];
  const known = new Set(seen);
  return unread.filter((l) => !known.has(l.id));
}

/** Notifies the page's letters not seen before (none the first time); answers how many showed. */
export async function notifyNewLetters(page: LettersPage): Promise<number> {
  const letters = page.items;
  if (typeof page.unreadCount === "number") noteUnread("letters", page.unreadCount);
  const seen = await getMemberValue<number[]>(StorageKey.NotifiedLetters).catch(() => undefined);
  const fresh = newlyUnread(letters, seen);
  let shown = 0;
  for (const letter of fresh) {
    const ok = await notifyWhenHidden({
      title: t`New letter`,
      body: letter.title,
      url: `/member/notice/${letter.id}`,
      tag: `letter-${letter.id}`,
      badge: unreadTotal(),
    }).catch(() => false);
    if (ok) shown += 1;
  }
  const ids = new Set([...(seen ?? []), ...letters.map((l) => l.id)]);
  await setMemberValue(StorageKey.NotifiedLetters, [...ids].slice(-MAX_REMEMBERED)).catch(() => {});
  return shown;
}

/**
 * Notifies from every answer of the unread-letters query, the one already in the cache first.
 * A cache subscription, not an observer: logout removes the query and the next login makes a new
 * one, which an observer of the old one would never see.
 */
export function watchLetters(queryClient: QueryClient): () => void {
  const { queryKey } = unreadLettersQueryOptions();
  const hash = hashKey(queryKey);
  let queue = Promise.resolve();
  const handle = (page: LettersPage | undefined) => {
    if (!page || !Array.isArray(page.items)) return;
    queue = queue.then(() => notifyNewLetters(page).then(() => undefined));
  };
  handle(queryClient.getQueryData(queryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryHash !== hash) return;
    handle(event.query.state.data as LettersPage | undefined);
  });
}
