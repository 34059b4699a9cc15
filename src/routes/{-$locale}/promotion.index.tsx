import { createFileRoute } from "@tanstack/react-router";
import { PromotionsScreen, promotionsQueryOptions } from "../../features/promotions";
import { preloadQuery } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/promotion/")({
  staticData: { anonymous: true },
  // Started with the screen's code, not after its render; never waits offline (the device's copy
  // of the list is restored after the first load, so the screen keeps its own offline reading).
  loader: ({ context }) => {
    void preloadQuery(context.queryClient, promotionsQueryOptions());
  },
  component: PromotionsScreen,
});
