import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/")({
  staticData: { anonymous: true },
  component: HomeScreen,
});

function HomeScreen() {
  return <ScreenPlaceholder title={<Trans>Home</Trans>} />;
}
