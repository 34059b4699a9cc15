import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/bankcards/bindbank")({
  staticData: { hideFooter: true },
  component: BindBankCardScreen,
});

function BindBankCardScreen() {
  return <ScreenPlaceholder title={<Trans>Bind a bank card</Trans>} />;
}
