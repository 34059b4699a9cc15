import { createFileRoute } from "@tanstack/react-router";
import { HomeScreen, prefetchHome } from "../../features/home";

export const Route = createFileRoute("/{-$locale}/")({
  staticData: { anonymous: true },
  // Starts home's calls with the screen's code, not after its first render.
  loader: ({ context }) => prefetchHome(context.queryClient),
  component: HomeScreen,
});
