import { createFileRoute, Outlet } from "@tanstack/react-router";
import { enterLocale } from "../../features/shell";

// Every screen sits under an optional locale prefix: `/login` and `/en/login` (spec §2).
export const Route = createFileRoute("/{-$locale}")({
  beforeLoad: async ({ context, params, location }) => {
    const locale = await enterLocale(context.store, params.locale, location.href);
    return { locale };
  },
  component: Outlet,
});
