import { createFileRoute } from "@tanstack/react-router";
import { DemoScreen } from "../../features/home";

export const Route = createFileRoute("/{-$locale}/demo")({
  staticData: { anonymous: true },
  component: DemoScreen,
});
