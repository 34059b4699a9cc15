import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";
import { validateEmbeddedSearch } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/embedded")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateEmbeddedSearch,
  component: EmbeddedScreen,
});

function EmbeddedScreen() {
  return <ScreenPlaceholder title={<Trans>Embedded page</Trans>} />;
}
