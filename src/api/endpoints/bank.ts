// Bank cards and payout accounts (docs/product.md §7 "Member"). Answers carrying account numbers arrive
// encrypted and are decrypted by the client; the types below are the decrypted results.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import type {
  AddBankAccountBody,
  BankAccount,
  BankAccountList,
  BankTypeName,
  DefaultBankAccount,
} from "../contract/bank";
import { queryKeys } from "../query-keys";

export function getVipBankAccountViewList(signal?: AbortSignal) {
  return apiRequest<BankAccountList>("POST", "/api/VipUser/GetVipBankAccountViewList", {
    signal,
  });
}
export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.bank.list(),
    queryFn: ({ signal }) => getVipBankAccountViewList(signal),
  });

/** The default account of any type, or null. */
export function getDefaultVipBankAccount(signal?: AbortSignal) {
  return apiRequest<DefaultBankAccount>("POST", "/api/VipUser/GetDefaultVipBankAccount", {
    signal,
  });
}
export const defaultBankAccountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.bank.defaultAccount(),
    queryFn: ({ signal }) => getDefaultVipBankAccount(signal),
  });

/** The default account of one type (docs/product.md §7: typeName defaults to TPay), or null. */
export function getDefaultVipBankAccountV2(typeName: BankTypeName = "TPay", signal?: AbortSignal) {
  return apiRequest<DefaultBankAccount>("POST", "/api/VipUser/GetDefaultVipBankAccountV2", {
    body: { typeName },
    signal,
  });
}
export const defaultBankAccountV2QueryOptions = (typeName: BankTypeName = "TPay") =>
  queryOptions({
    queryKey: queryKeys.member.bank.defaultAccountV2(typeName),
    queryFn: ({ signal }) => getDefaultVipBankAccountV2(typeName, signal),
  });

/** Binds a new account; answers it. Invalidate `queryKeys.member.bank.all` afterwards. */
export function addVipBankAccount(body: AddBankAccountBody) {
  return apiRequest<BankAccount>("POST", "/api/VipUser/AddVipBankAccount", { body });
}

export function setDefaultBankAccount(id: number) {
  return apiRequest<BankAccount>(
    "POST",
    `/api/VipUser/SetDefaultBankAccount/${encodeURIComponent(id)}`,
  );
}
