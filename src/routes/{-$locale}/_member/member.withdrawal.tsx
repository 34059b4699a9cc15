import { createFileRoute } from "@tanstack/react-router";
import { WithdrawalScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/withdrawal")({
  staticData: { hideFooter: true },
  component: WithdrawalScreen,
});
