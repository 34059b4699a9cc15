import { createFileRoute } from "@tanstack/react-router";
import { TransferScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/money-change")({
  staticData: { hideFooter: true },
  component: TransferScreen,
});
