// The router's one error component (root and default): a screen whose loader or render failed.
import { useEffect } from "react";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { reportException } from "../api/analytics";
import { isApiError } from "../api/client";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { isNotSavedOffline, PendingNote, useLocaleParam } from "../features/shell";

/** First component name in a React component stack ("unknown" when there is none). */
export function componentOf(stack: string | null | undefined): string {
  return /^\s*at (\w+)/m.exec(stack ?? "")?.[1] ?? "unknown";
}

/**
 * Reports a crash (docs/product.md §8, no message to the player) and offers a retry: the failed queries are
 * let through the error boundary again and the route's loaders run again. Offline, a screen this
 * device never loaded says so and offers the lobby (docs/product.md §10: the offline promise). It replaces
 * the whole screen, its header and back button included, so it always offers a way home too (an
 * installed app has no browser back button).
 */
export function RouteError({ error, info, reset }: ErrorComponentProps) {
  const router = useRouter();
  const locale = useLocaleParam();
  const queryReset = useQueryErrorResetBoundary();
  const offline = isNotSavedOffline(error);
  useEffect(() => {
    // ApiErrors were already shown or reported by the API client; offline is no crash.
    if (isApiError(error) || offline) return;
    reportException(error, {
      component: componentOf(info?.componentStack),
      info: "route error boundary",
    });
  }, [error, info, offline]);
  useEffect(() => {
    // A failed useSuspenseQuery below throws again unless its error boundary is reset.
    queryReset.reset();
  }, [queryReset]);
  if (offline)
    return (
      <main className="screen">
        <PendingNote unsaved />
      </main>
    );
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <ScreenPlaceholder title={<Trans>Something went wrong</Trans>}>
      <div className="screen__actions">
        <button type="button" className="btn btn--primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
        <Link to="/{-$locale}" params={{ locale }} className="btn">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </ScreenPlaceholder>
  );
}
