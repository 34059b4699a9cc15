import { createFileRoute } from "@tanstack/react-router";
import { bankAccountsQueryOptions } from "../../../api/endpoints/bank";
import { loadQuery } from "../../../features/shell";
import { BankCardsScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/bankcards/")({
  staticData: { hideFooter: true },
  loader: ({ context }) => loadQuery(context.queryClient, bankAccountsQueryOptions()),
  component: BankCardsScreen,
});
