import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordScreen, loadMemberInfo } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/changepwd")({
  staticData: { hideFooter: true },
  loader: ({ context }) => loadMemberInfo(context.queryClient),
  component: ChangePasswordScreen,
});
