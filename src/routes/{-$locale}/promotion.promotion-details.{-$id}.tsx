import { createFileRoute } from "@tanstack/react-router";
import { PromotionDetailsScreen } from "../../features/promotions";

export const Route = createFileRoute("/{-$locale}/promotion/promotion-details/{-$id}")({
  staticData: { anonymous: true, hideFooter: true },
  component: PromotionDetailsRoute,
});

function PromotionDetailsRoute() {
  const { id } = Route.useParams();
  return <PromotionDetailsScreen id={id} />;
}
