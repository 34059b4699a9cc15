import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/setting/changewithdrawalpwd")({
  staticData: { hideFooter: true },
  component: ChangeWithdrawalPasswordScreen,
});

function ChangeWithdrawalPasswordScreen() {
  return <ScreenPlaceholder title={<Trans>Change withdrawal password</Trans>} />;
}
