import { createFileRoute } from "@tanstack/react-router";
import { BindCardScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/bankcards/bindbank")({
  staticData: { hideFooter: true },
  component: BindCardScreen,
});
