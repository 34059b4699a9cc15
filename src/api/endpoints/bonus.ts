// Deposit bonuses (server/modules/money/README.md "Deposit bonuses"): the terms of the next
// deposit's bonus, the bonus in play with its wagering, what can be withdrawn now, and giving the
// bonus up (a money mutation: one Idempotency-Key per tap).
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { apiRequest, type MoneyMutationOptions } from "../client";
import type { BonusState, ForfeitBonusBody } from "../contract/bonus";
import { deviceId } from "../device-id";
import { queryKeys } from "../query-keys";
import type { MoneyVariables } from "./money-mutation";
import { invalidateAfterTransfer } from "./wallet";

export function getBonus(signal?: AbortSignal) {
  return apiRequest<BonusState>("GET", "/api/VipUser/GetBonus", {
    query: { deviceId: deviceId() },
    signal,
  });
}
export const bonusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.wallet.bonus(),
    queryFn: ({ signal }) => getBonus(signal),
  });

export function forfeitBonus(body: ForfeitBonusBody, opts: MoneyMutationOptions) {
  return apiRequest<BonusState>("POST", "/api/VipUser/ForfeitBonus", {
    body,
    idempotencyKey: opts.idempotencyKey,
  });
}

export const forfeitBonusMutationOptions = () =>
  mutationOptions({
    mutationKey: [...queryKeys.member.all, "wallet", "forfeit-bonus"],
    mutationFn: ({ body, idempotencyKey }: MoneyVariables<ForfeitBonusBody>) =>
      forfeitBonus(body, { idempotencyKey }),
    // Money left the wallets: balances, this state and the records are read again.
    onSuccess: (_data, _vars, _result, { client }) => invalidateAfterTransfer(client),
  });
