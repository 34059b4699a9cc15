import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/setting/changepwd")({
  staticData: { hideFooter: true },
  component: ChangePasswordScreen,
});

function ChangePasswordScreen() {
  return <ScreenPlaceholder title={<Trans>Change password</Trans>} />;
}
