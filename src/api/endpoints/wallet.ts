// Wallets (docs/product.md §7 "Member", docs/product.md §10): balances per plate type, transfers between them and
// "collect all" into the main wallet. Transfers move money, so each carries an Idempotency-Key
// the caller creates once per intent (`newIdempotencyKey()`) and reuses on retry.
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest, newIdempotencyKey, type MoneyMutationOptions } from "../client";
import type {
  ChangeBalanceBody,
  ChangeBalanceResult,
  GetPlateTypeListResult,
  RefreshBalanceResult,
  TellerAllBalanceResult,
  WalletPlateType,
  WalletSettings,
  WalletSettingsBody,
} from "../contract/wallet";
import { MAIN_WALLET } from "../contract/constants";
import type { Money } from "../contract/envelope";
import { sumMoney } from "../../lib/money";
import { queryKeys } from "../query-keys";
import type { MoneyVariables } from "./money-mutation";

/** Every wallet with its balance (decimal strings). */
export function getPlateTypeList(signal?: AbortSignal) {
  return apiRequest<GetPlateTypeListResult>("GET", "/api/VipUser/GetPlateTypeList", { signal });
}
export const plateTypesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.wallet.plateTypes(),
    queryFn: ({ signal }) => getPlateTypeList(signal),
  });

/** What the member owns: the main wallet plus every game wallet, and the wallets that hold it. */
export interface TotalBalance {
  total: Money;
  wallets: GetPlateTypeListResult;
}
const totalOf = (wallets: GetPlateTypeListResult): TotalBalance => ({
  total: sumMoney(wallets.map((w) => w.balance)),
  wallets,
});
/**
 * The balance a player sees (docs/product.md §10 "Wallets"): the sum of every wallet, so money a
 * game still holds never looks gone. Shares the wallet list's cache entry.
 */
export const totalBalanceQueryOptions = () =>
  queryOptions({ ...plateTypesQueryOptions(), select: totalOf });

/** One wallet's balance; a read, although the platform takes it as a POST. */
export function refreshBalance(plateType: WalletPlateType = MAIN_WALLET, signal?: AbortSignal) {
  return apiRequest<RefreshBalanceResult>("POST", "/api/VipUser/RefreshBalance", {
    body: { plateType },
    signal,
  });
}
export const balanceQueryOptions = (plateType: WalletPlateType = MAIN_WALLET) =>
  queryOptions({
    queryKey: queryKeys.member.wallet.balance(plateType),
    queryFn: ({ signal }) => refreshBalance(plateType, signal),
  });

/** Moves money between two wallets; answers both new balances. */
export function changeBalance(body: ChangeBalanceBody, opts: MoneyMutationOptions) {
  return apiRequest<ChangeBalanceResult>("POST", "/api/VipUser/ChangeBalance", {
    body,
    idempotencyKey: opts.idempotencyKey,
  });
}

/** Collects every game wallet into `sys`; answers the new `sys` balance. */
export function tellerAllBalance(opts: MoneyMutationOptions) {
  return apiRequest<TellerAllBalanceResult>("POST", "/api/VipUser/TellerAllBalance", {
    idempotencyKey: opts.idempotencyKey,
  });
}

/**
 * After money moved between wallets: every balance and the records (a transfer is a trade record)
 * are read again; the returned promise settles once the balances on screen are fresh.
 */
export function invalidateAfterTransfer(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.member.records.all });
  return client.invalidateQueries({ queryKey: queryKeys.member.wallet.all });
}

export const changeBalanceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "wallet", "change-balance"],
    mutationFn: ({ body, idempotencyKey }: MoneyVariables<ChangeBalanceBody>) =>
      changeBalance(body, { idempotencyKey }),
    onSuccess: (_data, _vars, _result, { client }) => invalidateAfterTransfer(client),
  });

export const tellerAllBalanceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "wallet", "teller-all"],
    mutationFn: ({ idempotencyKey }: MoneyVariables<null>) => tellerAllBalance({ idempotencyKey }),
    onSuccess: (_data, _vars, _result, { client }) => invalidateAfterTransfer(client),
  });

/** The member's wallet preferences: the transfer-free wallet on or off. */
export function getWalletSettings(signal?: AbortSignal) {
  return apiRequest<WalletSettings>("GET", "/api/VipUser/GetWalletSettings", { signal });
}
export const walletSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.walletSettings(),
    queryFn: ({ signal }) => getWalletSettings(signal),
  });

export function setWalletSettings(body: WalletSettingsBody) {
  return apiRequest<WalletSettings>("POST", "/api/VipUser/SetWalletSettings", { body });
}
export const setWalletSettingsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "wallet-settings", "set"],
    mutationFn: setWalletSettings,
    onSuccess: (data, _vars, _result, { client }) =>
      client.setQueryData(queryKeys.member.walletSettings(), data),
  });

/**
 * After a game (money moved inside it): with the transfer-free wallet on, the money comes back to
 * the main wallet first (collect all, under the loading overlay). Then every wallet balance is read
 * again, including balances no screen shows right now, so the next one to appear is already fresh.
 */
export async function invalidateAfterGame(client: QueryClient) {
  // Read once per session (a game opened by a lottery link has not read it yet).
  const settings = await client.ensureQueryData(walletSettingsQueryOptions()).catch(() => null);
  if (settings?.transferFree) {
    // A refusal or no answer leaves the money in the game's wallet: the next entry takes it along.
    await tellerAllBalance({ idempotencyKey: newIdempotencyKey() }).catch(() => undefined);
  }
  void client.invalidateQueries({ queryKey: queryKeys.member.records.all });
  await client.invalidateQueries({ queryKey: queryKeys.member.wallet.all });
  // The main balance may have no screen open (it was only set at login): read it explicitly.
  await client.fetchQuery(balanceQueryOptions(MAIN_WALLET)).catch(() => undefined);
}
