import { createFileRoute } from "@tanstack/react-router";
import { activityQueryOptions } from "../../api/endpoints/activity-common";
import { PromotionDetailsScreen } from "../../features/promotions";
import { preloadQuery } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/promotion/promotion-details/{-$id}")({
  staticData: { anonymous: true, hideFooter: true },
  loader: ({ context, params }) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0)
      void preloadQuery(context.queryClient, activityQueryOptions(id));
  },
  component: PromotionDetailsRoute,
});

function PromotionDetailsRoute() {
  const { id } = Route.useParams();
  return <PromotionDetailsScreen id={id} />;
}
