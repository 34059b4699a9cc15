import { Outlet } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export function RootLayout() {
  return (
    <div className="app">
      <Outlet />
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <ScreenPlaceholder title={<Trans>Page not found</Trans>}>
      <p>
        <Trans>This page does not exist.</Trans>
      </p>
    </ScreenPlaceholder>
  );
}
