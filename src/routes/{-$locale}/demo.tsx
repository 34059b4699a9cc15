import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/demo")({
  staticData: { anonymous: true },
  component: DemoScreen,
});

function DemoScreen() {
  return <ScreenPlaceholder title={<Trans>Demo</Trans>} />;
}
