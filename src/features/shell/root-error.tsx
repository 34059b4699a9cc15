import { useEffect } from "react";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { reportException } from "../../api/analytics";
import { isApiError } from "../../api/client";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

/** First component name in a React component stack ("unknown" when there is none). */
export function componentOf(stack: string | null | undefined): string {
  return /^\s*at (\w+)/m.exec(stack ?? "")?.[1] ?? "unknown";
}

/** A screen that threw: report it (spec §8, no message to the player) and offer a retry. */
export function RootError({ error, info, reset }: ErrorComponentProps) {
  useEffect(() => {
    // ApiErrors were already shown or reported by the API client.
    if (isApiError(error)) return;
    reportException(error, {
      component: componentOf(info?.componentStack),
      info: "route error boundary",
    });
  }, [error, info]);
  return (
    <ScreenPlaceholder title={<Trans>Something went wrong</Trans>}>
      <button type="button" className="btn btn--primary" onClick={reset}>
        <Trans>Try again</Trans>
      </button>
    </ScreenPlaceholder>
  );
}
