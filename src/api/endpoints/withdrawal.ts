// Withdrawals (docs/product.md §10): withdrawal password, a bound card, the 2FA code when on. Funds are
// held at request and paid out when the platform approves.
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest, type MoneyMutationOptions } from "../client";
import type { Page } from "../contract/wallet";
import type { CreateWithdrawalBody, Withdrawal, WithdrawalListQuery } from "../contract/withdrawal";
import { invalidateKeys, queryKeys } from "../query-keys";
import type { MoneyVariables } from "./money-mutation";
import type { QueryInput } from "./query-input";

export type WithdrawalsQueryInput = QueryInput<WithdrawalListQuery>;

export function getWithdrawals(query: WithdrawalsQueryInput = {}, signal?: AbortSignal) {
  return apiRequest<Page<Withdrawal>>("GET", "/api/VipUser/GetWithdrawals", { query, signal });
}
export const withdrawalsQueryOptions = (query: WithdrawalsQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.member.withdrawal.list(query),
    queryFn: ({ signal }) => getWithdrawals(query, signal),
  });

export function getWithdrawal(id: number, signal?: AbortSignal) {
  return apiRequest<Withdrawal>("GET", `/api/VipUser/GetWithdrawal/${encodeURIComponent(id)}`, {
    signal,
  });
}
export const withdrawalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.member.withdrawal.one(id),
    queryFn: ({ signal }) => getWithdrawal(id, signal),
  });

export function createWithdrawal(body: CreateWithdrawalBody, opts: MoneyMutationOptions) {
  return apiRequest<Withdrawal>("POST", "/api/VipUser/CreateWithdrawal", {
    body,
    idempotencyKey: opts.idempotencyKey,
  });
}

/** After a withdrawal request (funds held): balances, withdrawals and records are read again. */
export function invalidateAfterWithdrawal(client: QueryClient) {
  return invalidateKeys(client, [
    queryKeys.member.wallet.all,
    queryKeys.member.withdrawal.all,
    queryKeys.member.records.all,
  ]);
}

export const createWithdrawalMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "withdrawal", "create"],
    mutationFn: ({ body, idempotencyKey }: MoneyVariables<CreateWithdrawalBody>) =>
      createWithdrawal(body, { idempotencyKey }),
    // Not awaited: the confirmation shows at once, the balances follow.
    onSuccess: (_data, _vars, _result, { client }) => void invalidateAfterWithdrawal(client),
  });
