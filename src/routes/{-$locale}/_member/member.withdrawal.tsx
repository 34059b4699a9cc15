import { createFileRoute } from "@tanstack/react-router";
import {
  bankAccountsQueryOptions,
  defaultBankAccountQueryOptions,
} from "../../../api/endpoints/bank";
import { withdrawalsQueryOptions } from "../../../api/endpoints/withdrawal";
import { loadMemberInfo } from "../../../features/account";
import { loadQuery, preloadQuery } from "../../../features/shell";
import { WithdrawalScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/withdrawal")({
  staticData: { hideFooter: true },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadMemberInfo(queryClient),
      loadQuery(queryClient, bankAccountsQueryOptions()),
      // Without it the list's own flag picks the card: a failure is left to the screen.
      preloadQuery(queryClient, defaultBankAccountQueryOptions()),
      preloadQuery(queryClient, withdrawalsQueryOptions({ pageIndex: 1, pageSize: 5 })),
    ]),
  component: WithdrawalScreen,
});
