// Deposits (docs/product.md §10): channels (bank transfer, USDT wallet with address and QR) and orders
// that stay pending until the platform confirms them.
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest, type MoneyMutationOptions } from "../client";
import type {
  CreateDepositBody,
  DepositOrder,
  DepositOrderListQuery,
  GetDepositChannelsResult,
} from "../contract/deposit";
import type { Page } from "../contract/wallet";
import { invalidateKeys, queryKeys } from "../query-keys";
import type { MoneyVariables } from "./money-mutation";
import type { QueryInput } from "./query-input";

export type DepositOrdersQueryInput = QueryInput<DepositOrderListQuery>;

export function getDepositChannels(signal?: AbortSignal) {
  return apiRequest<GetDepositChannelsResult>("GET", "/api/VipUser/GetDepositChannels", {
    signal,
  });
}
export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.deposit.channels(),
    queryFn: ({ signal }) => getDepositChannels(signal),
  });

export function getDepositOrders(query: DepositOrdersQueryInput = {}, signal?: AbortSignal) {
  return apiRequest<Page<DepositOrder>>("GET", "/api/VipUser/GetDepositOrders", {
    query,
    signal,
  });
}
export const depositOrdersQueryOptions = (query: DepositOrdersQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.member.deposit.orders(query),
    queryFn: ({ signal }) => getDepositOrders(query, signal),
  });

export function getDepositOrder(id: number, signal?: AbortSignal) {
  return apiRequest<DepositOrder>("GET", `/api/VipUser/GetDepositOrder/${encodeURIComponent(id)}`, {
    signal,
  });
}
export const depositOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.member.deposit.order(id),
    queryFn: ({ signal }) => getDepositOrder(id, signal),
  });

/** Creates a pending order; a retry with the same key answers the same order. */
export function createDepositOrder(body: CreateDepositBody, opts: MoneyMutationOptions) {
  return apiRequest<DepositOrder>("POST", "/api/VipUser/CreateDepositOrder", {
    body,
    idempotencyKey: opts.idempotencyKey,
  });
}

/** After an order is created (pending): the order list and the deposit limits' use. */
export function invalidateAfterDepositOrder(client: QueryClient) {
  return invalidateKeys(client, [
    queryKeys.member.deposit.orders(),
    queryKeys.member.responsible(),
  ]);
}

export const createDepositOrderMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "deposit", "create"],
    mutationFn: ({ body, idempotencyKey }: MoneyVariables<CreateDepositBody>) =>
      createDepositOrder(body, { idempotencyKey }),
    // Not awaited: the order shows at once, the lists follow.
    onSuccess: (_data, _vars, _result, { client }) => void invalidateAfterDepositOrder(client),
  });

/** After the platform credited an order: balances, records, limits and orders are read again. */
export function invalidateAfterDepositCredited(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.member.wallet.all }),
    client.invalidateQueries({ queryKey: queryKeys.member.records.all }),
    invalidateAfterDepositOrder(client),
  ]);
}
