import { createFileRoute } from "@tanstack/react-router";
import { loadMemberInfo, PasskeysScreen } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/passkeys")({
  staticData: { hideFooter: true },
  loader: ({ context }) => loadMemberInfo(context.queryClient),
  component: PasskeysScreen,
});
