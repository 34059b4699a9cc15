import { createFileRoute } from "@tanstack/react-router";
import { ChangeWithdrawalPasswordScreen, loadMemberInfo } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/changewithdrawalpwd")({
  staticData: { hideFooter: true },
  loader: ({ context }) => loadMemberInfo(context.queryClient),
  component: ChangeWithdrawalPasswordScreen,
});
