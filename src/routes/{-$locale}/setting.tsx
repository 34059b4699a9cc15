import { createFileRoute } from "@tanstack/react-router";
import { SettingsScreen } from "../../features/settings";

export const Route = createFileRoute("/{-$locale}/setting")({
  staticData: { anonymous: true, hideFooter: true },
  component: SettingsScreen,
});
