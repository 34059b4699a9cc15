import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/setting/authenticator")({
  staticData: { hideFooter: true },
  component: AuthenticatorScreen,
});

function AuthenticatorScreen() {
  return <ScreenPlaceholder title={<Trans>Two-factor authenticator</Trans>} />;
}
