// The placeholder of a screen (or area) still waiting for its data. Online it says "Loading…";
// offline, when the data was never saved on this device (the query is paused, or failed with
// nothing to show), waiting would never end: it says so and offers the lobby, whose games the
// device keeps (design card: the offline promise).
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useLocaleParam } from "./locale-link";

/** What PendingNote needs to know of a query (a TanStack `useQuery` result fits). */
export interface PendingQuery {
  data: unknown;
  isError: boolean;
  fetchStatus: "fetching" | "paused" | "idle";
}

/** No data, and none coming: paused offline, or failed (offline: never saved). */
export function neverArrives(query: PendingQuery): boolean {
  return query.data === undefined && (query.isError || query.fetchStatus === "paused");
}

export function PendingNote({ unsaved, className }: { unsaved: boolean; className?: string }) {
  const locale = useLocaleParam();
  if (!unsaved) {
    return (
      <p className={className} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <div className={`pending-note ${className ?? ""}`} role="status">
      <p>
        <Trans>This page is not saved on this device, so it cannot open offline.</Trans>
      </p>
      <Link to="/{-$locale}/subgame/{-$plateType}" params={{ locale }} className="btn btn--primary">
        <Trans>Open the game lobby</Trans>
      </Link>
    </div>
  );
}
