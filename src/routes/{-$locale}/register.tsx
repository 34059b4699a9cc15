import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../../features/auth";
import { validateRedirectSearch } from "../../features/session";
import { siteConfigReady } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/register")({
  staticData: { anonymous: true },
  validateSearch: validateRedirectSearch,
  loader: ({ context }) => siteConfigReady(context.queryClient),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterScreen redirect={redirect} />;
}
