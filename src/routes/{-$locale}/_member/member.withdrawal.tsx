import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/withdrawal")({
  staticData: { hideFooter: true },
  component: WithdrawalScreen,
});

function WithdrawalScreen() {
  return <ScreenPlaceholder title={<Trans>Withdrawal</Trans>} />;
}
