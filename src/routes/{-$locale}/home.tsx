import { createFileRoute, redirect } from "@tanstack/react-router";

// The spec's route "home" (docs/product.md §2) is the home screen: `/home` and `/en/home` open it at its one
// address (`/`, `/en`), so the tab bar marks it and there is one URL to share.
export const Route = createFileRoute("/{-$locale}/home")({
  staticData: { anonymous: true },
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: "/{-$locale}", params: { locale: params.locale }, search, replace: true });
  },
});
