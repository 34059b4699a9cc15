import { createFileRoute } from "@tanstack/react-router";
import { activityQueryOptions } from "../../api/endpoints/activity-common";
import { PromotionDetailsScreen } from "../../features/promotions";
import { preloadQuery } from "../../features/shell";
import { optionalIdParams } from "../../lib/route-params";

export const Route = createFileRoute("/{-$locale}/promotion/promotion-details/{-$id}")({
  staticData: { anonymous: true, hideFooter: true },
  params: optionalIdParams,
  loader: ({ context, params: { id } }) => {
    if (id !== undefined) void preloadQuery(context.queryClient, activityQueryOptions(id));
  },
  component: PromotionDetailsRoute,
});

function PromotionDetailsRoute() {
  const { id } = Route.useParams();
  return <PromotionDetailsScreen id={id} />;
}
