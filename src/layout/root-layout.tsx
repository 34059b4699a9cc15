import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { ChatBootstrap } from "../features/chat";
import { SiteImageHost } from "../features/media";
import { AppStart } from "./app-start";
import { Drawer } from "./drawer";
import { PwaHost } from "./pwa-host";
import { RealityCheckSlot } from "./reality-check-slot";
import { TabBar } from "./tab-bar";
import { TransferOfferSlot } from "./transfer-offer-slot";
import { FeedbackLayer, useLocaleParam } from "../features/shell";

/**
 * The deepest match covers the whole location: a screen, not a not-found one. (An unknown tail
 * under a screen that hides the tab bar, `/promotion/promotion-details/1/x`, still shows it.)
 */
export function matchesWholePath(matched: string | undefined, location: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, "");
  return matched !== undefined && trim(matched) === trim(location);
}

export function RootLayout() {
  const hideFooter = useRouterState({
    select: (s) =>
      matchesWholePath(s.matches.at(-1)?.pathname, s.location.pathname) &&
      s.matches.some((m) => m.staticData?.hideFooter === true),
  });
  return (
    <div className={hideFooter ? "app" : "app app--tabbed"}>
      <SiteImageHost>
        <AppStart />
        <ChatBootstrap />
        <Outlet />
        {!hideFooter && <TabBar />}
        <Drawer />
        <RealityCheckSlot />
        <TransferOfferSlot />
        <FeedbackLayer />
        <PwaHost />
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
