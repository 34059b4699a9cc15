// Self-service rebate (docs/product.md §7 "Member": IsVipGroupReturn, SearchVipReturn, GetVipReturn).
// Claiming moves money into `sys`, so it carries an Idempotency-Key.
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest, type MoneyMutationOptions } from "../client";
import type {
  GetVipReturnResult,
  SearchVipReturnResult,
  VipGroupReturnResult,
} from "../contract/rebate";
import { invalidateKeys, queryKeys } from "../query-keys";
import type { MoneyVariables } from "./money-mutation";

/** Whether rebate is on for this member, its rate and minimum claim. */
export function isVipGroupReturn(signal?: AbortSignal) {
  return apiRequest<VipGroupReturnResult>("POST", "/api/VipUser/IsVipGroupReturn", { signal });
}
export const vipGroupReturnQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.rebate.group(),
    queryFn: ({ signal }) => isVipGroupReturn(signal),
  });

/** What can be claimed now, per plate type. */
export function searchVipReturn(signal?: AbortSignal) {
  return apiRequest<SearchVipReturnResult>("POST", "/api/VipUser/SearchVipReturn", { signal });
}
export const searchVipReturnQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.rebate.search(),
    queryFn: ({ signal }) => searchVipReturn(signal),
  });

/** Claims the pending rebate into `sys`. */
export function getVipReturn(opts: MoneyMutationOptions) {
  return apiRequest<GetVipReturnResult>("POST", "/api/VipUser/GetVipReturn", {
    idempotencyKey: opts.idempotencyKey,
  });
}

/** After a claim: what is left to claim, every balance and the records are read again. */
export function invalidateAfterRebate(client: QueryClient) {
  return invalidateKeys(client, [
    queryKeys.member.rebate.all,
    queryKeys.member.wallet.all,
    queryKeys.member.records.all,
  ]);
}

export const getVipReturnMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "rebate", "claim"],
    mutationFn: ({ idempotencyKey }: MoneyVariables<null>) => getVipReturn({ idempotencyKey }),
    onSuccess: (_data, _vars, _result, { client }) => invalidateAfterRebate(client),
  });
