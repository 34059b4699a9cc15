import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";
import { validateRedirectSearch } from "../../features/session";

export const Route = createFileRoute("/{-$locale}/login")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateRedirectSearch,
  component: LoginScreen,
});

function LoginScreen() {
  return <ScreenPlaceholder title={<Trans>Log in</Trans>} />;
}
