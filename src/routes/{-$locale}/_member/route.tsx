import { createFileRoute, redirect } from "@tanstack/react-router";
import { tokenAtom } from "../../../features/session";

// Login-required screens: without a stored token go to login and come back afterwards (docs/product.md §2).
export const Route = createFileRoute("/{-$locale}/_member")({
  beforeLoad: ({ context, params, location }) => {
    if (!context.store.get(tokenAtom)) {
      throw redirect({
        to: "/{-$locale}/login",
        params: { locale: params.locale },
        search: { redirect: location.href },
        replace: true,
      });
    }
  },
  // No component: a layout renders its child (<Outlet />). `component: Outlet` made the router
  // plugin split it into a chunk of its own, one more request before every first render.
});
