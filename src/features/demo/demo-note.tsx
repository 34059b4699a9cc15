import { Trans } from "@lingui/react/macro";

export function DemoNote() {
  return (
    <p>
      <Trans>Demo</Trans>
    </p>
  );
}
