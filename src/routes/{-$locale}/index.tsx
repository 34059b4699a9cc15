import { createFileRoute } from "@tanstack/react-router";
import { HomeScreen } from "../../features/home";

export const Route = createFileRoute("/{-$locale}/")({
  staticData: { anonymous: true },
  component: HomeScreen,
});
