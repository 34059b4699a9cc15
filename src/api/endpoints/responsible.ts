// Responsible gaming (docs/product.md §10): deposit limits, reality check, time-out and self-exclusion.
// Every setter answers the whole new state, so callers can `setQueryData` with it.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import type {
  ResponsibleGamingState,
  SelfExcludeBody,
  SetDepositLimitBody,
  SetRealityCheckBody,
  SetTimeOutBody,
  SignIns,
} from "../contract/responsible";
import { queryKeys } from "../query-keys";

export function getResponsibleGaming(signal?: AbortSignal) {
  return apiRequest<ResponsibleGamingState>("GET", "/api/VipUser/GetResponsibleGaming", {
    signal,
  });
}
export const responsibleGamingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.responsible(),
    queryFn: ({ signal }) => getResponsibleGaming(signal),
  });

/** Decreases apply at once; increases and removals (amount null) after the cooling-off. */
export function setDepositLimit(body: SetDepositLimitBody) {
  return apiRequest<ResponsibleGamingState>("POST", "/api/VipUser/SetDepositLimit", { body });
}

export function setRealityCheck(body: SetRealityCheckBody) {
  return apiRequest<ResponsibleGamingState>("POST", "/api/VipUser/SetRealityCheck", { body });
}

export function setTimeOut(body: SetTimeOutBody) {
  return apiRequest<ResponsibleGamingState>("POST", "/api/VipUser/SetTimeOut", { body });
}

export function selfExclude(body: SelfExcludeBody) {
  return apiRequest<ResponsibleGamingState>("POST", "/api/VipUser/SelfExclude", { body });
}

export function getSignIns(signal?: AbortSignal) {
  return apiRequest<SignIns>("GET", "/api/VipUser/GetSignIns", { signal });
}
export const signInsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.signIns(),
    queryFn: ({ signal }) => getSignIns(signal),
  });
