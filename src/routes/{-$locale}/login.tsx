import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/auth";
import { validateRedirectSearch } from "../../features/session";

export const Route = createFileRoute("/{-$locale}/login")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateRedirectSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirect={redirect} />;
}
