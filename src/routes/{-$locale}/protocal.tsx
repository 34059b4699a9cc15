import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/protocal")({
  staticData: { anonymous: true, hideFooter: true },
  component: AgreementScreen,
});

function AgreementScreen() {
  return <ScreenPlaceholder title={<Trans>Account-opening agreement</Trans>} />;
}
