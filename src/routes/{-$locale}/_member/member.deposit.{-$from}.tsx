import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/deposit/{-$from}")({
  component: DepositScreen,
});

function DepositScreen() {
  return <ScreenPlaceholder title={<Trans>Deposit centre</Trans>} />;
}
