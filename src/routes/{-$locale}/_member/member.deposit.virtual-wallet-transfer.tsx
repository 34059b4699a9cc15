import { createFileRoute } from "@tanstack/react-router";
import { depositChannelsQueryOptions } from "../../../api/endpoints/deposit";
import { loadQuery } from "../../../features/shell";
import { VirtualWalletScreen } from "../../../features/wallet";

interface VirtualWalletSearch {
  order?: number;
}

export const Route = createFileRoute("/{-$locale}/_member/member/deposit/virtual-wallet-transfer")({
  staticData: { hideFooter: true },
  validateSearch: (search: Record<string, unknown>): VirtualWalletSearch => {
    const order = Number(search.order);
    return Number.isInteger(order) && order > 0 ? { order } : {};
  },
  loader: ({ context }) => loadQuery(context.queryClient, depositChannelsQueryOptions()),
  component: VirtualWalletRoute,
});

function VirtualWalletRoute() {
  const { order } = Route.useSearch();
  return <VirtualWalletScreen orderId={order} />;
}
