import { createFileRoute } from "@tanstack/react-router";
import { PromotionsScreen } from "../../features/promotions";

export const Route = createFileRoute("/{-$locale}/promotion/")({
  staticData: { anonymous: true },
  component: PromotionsScreen,
});
