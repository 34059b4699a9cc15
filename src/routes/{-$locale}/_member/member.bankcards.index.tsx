import { createFileRoute } from "@tanstack/react-router";
import { BankCardsScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/bankcards/")({
  staticData: { hideFooter: true },
  component: BankCardsScreen,
});
