import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/setting/changevipinfo")({
  staticData: { hideFooter: true },
  component: ChangeMemberInfoScreen,
});

function ChangeMemberInfoScreen() {
  return <ScreenPlaceholder title={<Trans>Change member info</Trans>} />;
}
