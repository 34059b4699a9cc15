import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { ChatBootstrap } from "../features/chat";
import { SiteImageHost } from "../features/media";
import { PwaChrome } from "../features/pwa";
import { RealityCheckReminder } from "../features/responsible";
import { AppStart } from "./app-start";
import { Drawer } from "./drawer";
import { TabBar } from "./tab-bar";
import { FeedbackLayer, useLocaleParam } from "../features/shell";

export function RootLayout() {
  const hideFooter = useRouterState({
    select: (s) => s.matches.some((m) => m.staticData?.hideFooter === true),
  });
  return (
    <div className={hideFooter ? "app" : "app app--tabbed"}>
      <SiteImageHost>
        <AppStart />
        <ChatBootstrap />
        <Outlet />
        {!hideFooter && <TabBar />}
        <Drawer />
        <RealityCheckReminder />
        <FeedbackLayer />
        <PwaChrome />
      </SiteImageHost>
    </div>
  );
}

/**
 * Any location no route matches, at any depth: in the location's language (the locale layout has
 * activated it), inside the root layout (tab bar included), with a way home.
 */
export function NotFoundScreen() {
  const locale = useLocaleParam();
  return (
    <ScreenPlaceholder title={<Trans>Page not found</Trans>}>
      <p>
        <Trans>This page does not exist.</Trans>
      </p>
      <Link to="/{-$locale}" params={{ locale }} className="btn btn--primary">
        <Trans>Back to home</Trans>
      </Link>
    </ScreenPlaceholder>
  );
}
