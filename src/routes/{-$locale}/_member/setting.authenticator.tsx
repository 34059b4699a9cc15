import { createFileRoute } from "@tanstack/react-router";
import { AuthenticatorScreen, loadMemberInfo } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/authenticator")({
  staticData: { hideFooter: true },
  loader: ({ context }) => loadMemberInfo(context.queryClient),
  component: AuthenticatorScreen,
});
