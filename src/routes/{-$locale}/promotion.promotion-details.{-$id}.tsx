import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/promotion/promotion-details/{-$id}")({
  staticData: { anonymous: true, hideFooter: true },
  component: PromotionDetailsScreen,
});

function PromotionDetailsScreen() {
  return <ScreenPlaceholder title={<Trans>Promotion details</Trans>} />;
}
