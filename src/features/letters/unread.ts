// Unread in-site letters (spec §4: status Unread) for the tab bar, drawer and centre badges.
// The platform answers `unreadCount` with every letters page, so a one-item page is enough; it
// shares the queryKeys.member.letters.all prefix, so marking or deleting letters refreshes the badges.
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { LetterBox } from "../../api/contract/constants";
import { lettersQueryOptions } from "../../api/endpoints/news";
import { PERIODIC_TASK_MS } from "../../lib/constants";
import { isLoggedInAtom } from "../session";

export const UNREAD_QUERY = { box: LetterBox.Inbox, pageIndex: 1, pageSize: 1 } as const;

export function useUnreadLetterCount(): number {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data } = useQuery({
    ...lettersQueryOptions(UNREAD_QUERY),
    enabled: loggedIn,
    select: (page) => page.unreadCount,
    refetchInterval: PERIODIC_TASK_MS,
    refetchOnWindowFocus: true,
  });
  return loggedIn ? (data ?? 0) : 0;
}
