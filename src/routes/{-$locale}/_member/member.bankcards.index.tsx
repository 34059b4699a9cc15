import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/bankcards/")({
  staticData: { hideFooter: true },
  component: BankCardsScreen,
});

function BankCardsScreen() {
  return <ScreenPlaceholder title={<Trans>Bank cards</Trans>} />;
}
