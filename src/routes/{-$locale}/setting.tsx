import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/setting")({
  staticData: { anonymous: true, hideFooter: true },
  component: SettingsScreen,
});

function SettingsScreen() {
  return <ScreenPlaceholder title={<Trans>Settings</Trans>} />;
}
