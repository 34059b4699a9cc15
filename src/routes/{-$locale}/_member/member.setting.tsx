import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/setting")({
  staticData: { hideFooter: true },
  component: MemberSettingsScreen,
});

function MemberSettingsScreen() {
  return <ScreenPlaceholder title={<Trans>Member settings</Trans>} />;
}
