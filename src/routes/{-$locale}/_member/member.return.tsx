import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/return")({
  staticData: { hideFooter: true },
  component: SelfRebateScreen,
});

function SelfRebateScreen() {
  return <ScreenPlaceholder title={<Trans>Self-service rebate</Trans>} />;
}
