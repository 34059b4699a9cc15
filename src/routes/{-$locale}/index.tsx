import { createFileRoute } from "@tanstack/react-router";
import { HomeScreen, prefetchHome } from "../../features/home";
import { tokenAtom } from "../../features/session";

export const Route = createFileRoute("/{-$locale}/")({
  staticData: { anonymous: true },
  // Starts home's calls with the screen's code, not after its first render.
  // Visitors only, like the site config in main.tsx: a member's expired token must run the 401
  // flow after the first render, not during the router's first load.
  loader: ({ context }) => {
    if (!context.store.get(tokenAtom)) prefetchHome(context.queryClient);
  },
  component: HomeScreen,
});
