import { createFileRoute } from "@tanstack/react-router";
import { AuthenticatorScreen } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/authenticator")({
  staticData: { hideFooter: true },
  component: AuthenticatorScreen,
});
