import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/iframe-page/{-$url}")({
  staticData: { anonymous: true, hideFooter: true },
  component: IframePageScreen,
});

function IframePageScreen() {
  return <ScreenPlaceholder title={<Trans>External page</Trans>} />;
}
