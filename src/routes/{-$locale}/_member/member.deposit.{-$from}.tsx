import { createFileRoute } from "@tanstack/react-router";
import { DepositScreen } from "../../../features/wallet";

export const Route = createFileRoute("/{-$locale}/_member/member/deposit/{-$from}")({
  component: DepositScreen,
});
