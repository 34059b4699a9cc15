import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../../features/auth";
import { validateRedirectSearch } from "../../features/session";

export const Route = createFileRoute("/{-$locale}/register")({
  staticData: { anonymous: true },
  validateSearch: validateRedirectSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterScreen redirect={redirect} />;
}
