import { createFileRoute } from "@tanstack/react-router";
import { ChangeWithdrawalPasswordScreen } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/changewithdrawalpwd")({
  staticData: { hideFooter: true },
  component: ChangeWithdrawalPasswordScreen,
});
