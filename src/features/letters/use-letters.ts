// The member's letters of one box, unread first (then newest), and the actions on them. Every
// action invalidates queryKeys.member.letters.all, which also refreshes the unread badges.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LetterStatus } from "../../api/contract/constants";
import type { Letter } from "../../api/contract/news";
import { deleteLetters, lettersQueryOptions, markLetters } from "../../api/endpoints/news";
import { queryKeys } from "../../api/query-keys";

/** The platform's maximum page; the screen shows one page of each box. */
export const LETTERS_PAGE_SIZE = 100;

/** Unread first; otherwise keep the platform's order (newest first). */
export function unreadFirst(letters: readonly Letter[]): Letter[] {
  return letters
    .map((l, i) => ({ l, i }))
    .sort(
      (a, b) =>
        Number(b.l.nstatus === LetterStatus.Unread) - Number(a.l.nstatus === LetterStatus.Unread) ||
        a.i - b.i,
    )
    .map((x) => x.l);
}

/** A box's first page: what the letters screen shows (its route loader primes it). */
export const letterBoxQueryOptions = (box: number) =>
  lettersQueryOptions({ box, pageIndex: 1, pageSize: LETTERS_PAGE_SIZE });

export function useLetters(box: number) {
  const query = useQuery({
    ...letterBoxQueryOptions(box),
    select: (page) => unreadFirst(page.items),
  });
  return query;
}

export function useLetterActions() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: queryKeys.member.letters.all });
  return {
    markRead: async (ids: number[]) => {
      await markLetters({ ids });
      await settle();
    },
    remove: async (ids: number[]) => {
      await deleteLetters({ ids });
      await settle();
    },
    settle,
  };
}
