import { createFileRoute } from "@tanstack/react-router";
import { RebateScreen } from "../../../features/rebate";

export const Route = createFileRoute("/{-$locale}/_member/member/return")({
  staticData: { hideFooter: true },
  component: RebateScreen,
});
