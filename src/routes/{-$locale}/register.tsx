import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";
import { validateRedirectSearch } from "../../features/session";

export const Route = createFileRoute("/{-$locale}/register")({
  staticData: { anonymous: true },
  validateSearch: validateRedirectSearch,
  component: RegisterScreen,
});

function RegisterScreen() {
  return <ScreenPlaceholder title={<Trans>Register</Trans>} />;
}
