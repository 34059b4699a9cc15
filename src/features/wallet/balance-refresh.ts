// Balance refresh (docs/product.md §4): ignored while a refresh is already under way, waits 1 s
// (BALANCE_REFRESH_DELAY_MS), then reads the main wallet (RefreshBalance, plateType sys).
// The rules live in a plain function so they are tested without React; the hook wires them to
// the query cache and a shared "refreshing" flag, so the drawer and the centre agree.
import { useCallback } from "react";
import { atom, useAtomValue, useStore } from "jotai";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { balanceQueryOptions } from "../../api/endpoints/wallet";
import { queryKeys } from "../../api/query-keys";
import { MAIN_WALLET } from "../../api/contract/constants";
import { BALANCE_REFRESH_DELAY_MS } from "../../lib/constants";

export interface BalanceRefreshDeps {
  isLoading: () => boolean;
  setLoading: (loading: boolean) => void;
  /** Reads the balance with plateType sys. */
  read: () => Promise<unknown>;
  delayMs?: number;
}

/** Starts a refresh unless one is loading; answers whether it started. */
export function requestBalanceRefresh(deps: BalanceRefreshDeps): boolean {
  if (deps.isLoading()) return false;
  deps.setLoading(true);
  setTimeout(() => {
    void deps
      .read()
      .catch(() => undefined)
      .finally(() => deps.setLoading(false));
  }, deps.delayMs ?? BALANCE_REFRESH_DELAY_MS);
  return true;
}

/** UI state only (no server data): a refresh is waiting or reading. */
export const balanceRefreshingAtom = atom(false);

export function useBalance() {
  const store = useStore();
  const queryClient = useQueryClient();
  const query = useQuery(balanceQueryOptions(MAIN_WALLET));
  const refreshing = useAtomValue(balanceRefreshingAtom);
  const refresh = useCallback(
    () =>
      requestBalanceRefresh({
        isLoading: () =>
          store.get(balanceRefreshingAtom) ||
          queryClient.isFetching({ queryKey: queryKeys.member.wallet.balance(MAIN_WALLET) }) > 0,
        setLoading: (v) => store.set(balanceRefreshingAtom, v),
        read: () =>
          queryClient.refetchQueries({
            queryKey: queryKeys.member.wallet.balance(MAIN_WALLET),
            exact: true,
          }),
      }),
    [store, queryClient],
  );
  return { balance: query.data, refreshing: refreshing || query.isFetching, refresh };
}
