// Newly unread in-site letters → a system notification while the app is hidden. Polled at the
// spec's default periodic interval (5 min, spec §9) and whenever the app returns to the
// foreground; only with a stored token. Ids already seen are kept in IndexedDB as a member entry
// (cleared on logout), so a letter notifies once, and the first poll on a device only records.
import { t } from "@lingui/core/macro";
import { LetterBox, LetterStatus } from "../../api/contract/constants";
import type { Envelope } from "../../api/contract/envelope";
import type { Letter, LettersPage } from "../../api/contract/news";
import { apiHooks } from "../../api/hooks";
import { runtimeConfigNow } from "../../api/runtime-config";
import { PERIODIC_TASK_MS } from "../../lib/constants";
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

async function fetchUnreadLetters(token: string): Promise<LettersPage | null> {
  const params = new URLSearchParams({
    box: String(LetterBox.Inbox),
    nstatus: String(LetterStatus.Unread),
    pageIndex: "1",
    pageSize: "20",
  });
  const res = await fetch(`${runtimeConfigNow().apiBase}/api/News/GetVipUserLetters?${params}`, {
    headers: {
      Accept: "application/json",
      "Accept-Language": apiHooks.getLocale(),
      Authorization: `Bearer ${token}`,
    },
    cache: "no-store",
  });
  if (!res.ok) return null;
  const body = (await res.json()) as Envelope<LettersPage> & { encrypted?: boolean };
  if (!body.ok || body.encrypted || !Array.isArray(body.result?.items)) return null;
  return body.result;
}

export async function pollLetters(): Promise<number> {
  const token = apiHooks.getToken();
  if (!token || !navigator.onLine) return 0;
  const page = await fetchUnreadLetters(token).catch(() => null);
  if (!page) return 0;
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

export function startLetterPolling(): () => void {
  const tick = () => void pollLetters();
  const onForeground = () => {
    if (document.visibilityState === "visible") tick();
  };
  const timer = setInterval(tick, PERIODIC_TASK_MS);
  window.addEventListener("focus", onForeground);
  window.addEventListener("visibilitychange", onForeground);
  tick();
  return () => {
    clearInterval(timer);
    window.removeEventListener("focus", onForeground);
    window.removeEventListener("visibilitychange", onForeground);
  };
}
