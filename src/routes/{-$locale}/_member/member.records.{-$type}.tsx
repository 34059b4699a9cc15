import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/records/{-$type}")({
  staticData: { hideFooter: true },
  component: RecordsScreen,
});

function RecordsScreen() {
  return <ScreenPlaceholder title={<Trans>Records</Trans>} />;
}
