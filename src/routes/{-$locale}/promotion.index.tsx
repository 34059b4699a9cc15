import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/promotion/")({
  staticData: { anonymous: true },
  component: PromotionsScreen,
});

function PromotionsScreen() {
  return <ScreenPlaceholder title={<Trans>Promotions</Trans>} />;
}
