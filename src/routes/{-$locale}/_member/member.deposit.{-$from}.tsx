import { createFileRoute } from "@tanstack/react-router";
import {
  depositChannelsQueryOptions,
  depositOrdersQueryOptions,
} from "../../../api/endpoints/deposit";
import { depositNewsQueryOptions } from "../../../api/endpoints/news";
import { responsibleGamingQueryOptions } from "../../../api/endpoints/responsible";
import { balanceQueryOptions } from "../../../api/endpoints/wallet";
import { loadQuery, preloadQuery } from "../../../features/shell";
import { DepositScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/deposit/{-$from}")({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadQuery(queryClient, depositChannelsQueryOptions()),
      preloadQuery(queryClient, balanceQueryOptions()),
      preloadQuery(queryClient, depositNewsQueryOptions()),
      preloadQuery(queryClient, responsibleGamingQueryOptions()),
      preloadQuery(queryClient, depositOrdersQueryOptions({ pageIndex: 1, pageSize: 5 })),
    ]),
  component: DepositScreen,
});
