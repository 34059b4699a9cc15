import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/auth";
import { validateRedirectSearch } from "../../features/session";
import { siteConfigReady } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/login")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateRedirectSearch,
  loader: ({ context }) => siteConfigReady(context.queryClient),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirect={redirect} />;
}
