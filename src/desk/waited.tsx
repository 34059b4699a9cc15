import { Trans } from "@lingui/react/macro";

/** How long a player has waited, in whole minutes (under one: "just now"). */
export function Waited(props: { ms: number }) {
  const minutes = Math.floor(props.ms / 60_000);
  return (
    <span className="desk-waited">
      {minutes < 1 ? <Trans>waiting just now</Trans> : <Trans>waiting {minutes} min</Trans>}
    </span>
  );
}
