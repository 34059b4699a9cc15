// Unread in-site letters (docs/product.md §4: status Unread) for the tab bar, drawer and centre badges: the
// count of the one unread-letters query (unreadLettersQueryOptions), which the letter
// notifications observe too. It shares the queryKeys.member.letters.all prefix, so marking or
// deleting letters refreshes the badges.
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { unreadLettersQueryOptions } from "../../api/endpoints/news";
import { isLoggedInAtom } from "../session";

export function useUnreadLetterCount(): number {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data } = useQuery({
    ...unreadLettersQueryOptions(),
    enabled: loggedIn,
    select: (page) => page.unreadCount,
  });
  return loggedIn ? (data ?? 0) : 0;
}
