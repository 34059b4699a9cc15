import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../../features/auth";
import { validateSignUpSearch } from "../../features/session";
import { siteConfigReady } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/register")({
  staticData: { anonymous: true },
  validateSearch: validateSignUpSearch,
  loader: ({ context }) => siteConfigReady(context.queryClient),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect, ref } = Route.useSearch();
  return <RegisterScreen redirect={redirect} refCode={ref} />;
}
