// Balance refresh (docs/product.md §4): ignored while a refresh is already under way, waits 1 s
// (BALANCE_REFRESH_DELAY_MS), then reads every wallet (GetPlateTypeList): the balance shown is
// what the member owns, main wallet and game wallets together (docs/product.md §10 "Wallets").
// The rules live in a plain function so they are tested without React; the hook wires them to
// the query cache and a shared "refreshing" flag, so the drawer and the centre agree.
import { useCallback } from "react";
import { atom, useAtomValue, useStore } from "jotai";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { totalBalanceQueryOptions } from "../../api/endpoints/wallet";
import { queryKeys } from "../../api/query-keys";
import { MAIN_WALLET } from "../../api/contract/constants";
import { BALANCE_REFRESH_DELAY_MS } from "../../lib/constants";

export interface BalanceRefreshDeps {
  isLoading: () => boolean;
  setLoading: (loading: boolean) => void;
  /** Reads every wallet's balance. */
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
  const query = useQuery(totalBalanceQueryOptions());
  const refreshing = useAtomValue(balanceRefreshingAtom);
  const refresh = useCallback(
    () =>
      requestBalanceRefresh({
        isLoading: () =>
          store.get(balanceRefreshingAtom) ||
          queryClient.isFetching({ queryKey: queryKeys.member.wallet.plateTypes() }) > 0,
        setLoading: (v) => store.set(balanceRefreshingAtom, v),
        read: () =>
          queryClient.refetchQueries({
            queryKey: queryKeys.member.wallet.plateTypes(),
            exact: true,
          }),
      }),
    [store, queryClient],
  );
  return {
    balance: query.data?.total,
    /** The main wallet alone: what can be withdrawn or moved out. */
    main: query.data?.wallets.find((w) => w.plateType === MAIN_WALLET)?.balance,
    wallets: query.data?.wallets,
    refreshing: refreshing || query.isFetching,
    refresh,
  };
}
