import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/auth";
import { validateSignUpSearch } from "../../features/session";
import { siteConfigReady } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/login")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateSignUpSearch,
  loader: ({ context }) => siteConfigReady(context.queryClient),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, ref } = Route.useSearch();
  return <LoginScreen redirect={redirect} refCode={ref} />;
}
