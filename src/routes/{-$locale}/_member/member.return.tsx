import { createFileRoute } from "@tanstack/react-router";
import {
  searchVipReturnQueryOptions,
  vipGroupReturnQueryOptions,
} from "../../../api/endpoints/rebate";
import { RebateScreen } from "../../../features/rebate";
import { loadQuery } from "../../../features/shell";

export const Route = createFileRoute("/{-$locale}/_member/member/return")({
  staticData: { hideFooter: true },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadQuery(queryClient, vipGroupReturnQueryOptions()),
      loadQuery(queryClient, searchVipReturnQueryOptions()),
    ]),
  component: RebateScreen,
});
