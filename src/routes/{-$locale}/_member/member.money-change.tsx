import { createFileRoute } from "@tanstack/react-router";
import { plateTypesQueryOptions } from "../../../api/endpoints/wallet";
import { loadQuery } from "../../../features/shell";
import { TransferScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/money-change")({
  staticData: { hideFooter: true },
  loader: ({ context }) => loadQuery(context.queryClient, plateTypesQueryOptions()),
  component: TransferScreen,
});
