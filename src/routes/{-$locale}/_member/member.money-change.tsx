import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/money-change")({
  staticData: { hideFooter: true },
  component: CreditTransferScreen,
});

function CreditTransferScreen() {
  return <ScreenPlaceholder title={<Trans>Credit transfer</Trans>} />;
}
