import { createFileRoute } from "@tanstack/react-router";
import { HelpScreen } from "../../features/help";

// The help centre (docs/content.md): public, its code loaded with the route.
export const Route = createFileRoute("/{-$locale}/help")({
  staticData: { anonymous: true },
  component: HelpScreen,
});
