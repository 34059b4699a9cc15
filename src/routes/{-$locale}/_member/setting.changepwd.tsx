import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordScreen } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/changepwd")({
  staticData: { hideFooter: true },
  component: ChangePasswordScreen,
});
